/**
 * The one list of remotes. Everything else is derived from it:
 * - the workspace (`pnpm-workspace.yaml` takes every `mf-*` folder; a test holds folders and list equal),
 * - ops (`ops/src/paths.ts`: build, publish, deploy, the registry and its verbs),
 * - each remote's webpack build (`createRemoteConfig` finds its entry by folder and exposes `exposes`),
 * - the shell's `RemoteName` type and route table (a page of a remote not listed here does not compile),
 * - the jest projects (`jest.config.cjs` roots).
 * Adding a remote is one entry here plus the remote's own folder (see README "Add a remote").
 */
export interface RemoteDefinition {
  /** Module Federation name: the registry key and the container's global (`mf_catalogue`). */
  name: `mf_${string}`;
  /** Workspace folder (`mf-catalogue`), also the pnpm package `@edu/<dir>`. */
  dir: `mf-${string}`;
  /** The squad that ships it (who ops call when its canary misbehaves). */
  owner: string;
  /**
   * Pages, parcels and modules it exposes, by name: 'HomePage' lives in src/exposes/home-page.tsx (or .ts
   * for a module without markup). The shell may only name these; the publish gate checks a build has each.
   */
  exposes: readonly string[];
}

export const REMOTES = [
  {
    name: 'mf_catalogue',
    dir: 'mf-catalogue',
    owner: 'Nhóm Khóa học',
    exposes: ['HomePage', 'CourseListPage', 'CourseDetailPage', 'CategoryPage', 'SearchPage', 'TeacherPage', 'RelatedCoursesParcel', 'WishlistPage'],
  },
  {
    name: 'mf_account',
    dir: 'mf-account',
    owner: 'Nhóm Tài khoản',
    exposes: [
      'LoginPage', 'RegisterPage', 'RegisterOtpPage', 'ForgotPasswordPage', 'ForgotPasswordStep2Page', 'ChangePasswordPage',
      'CheckEmailPage', 'CheckPhonePage', 'VerifiedPage', 'VerifyChangeEmailPage', 'CallbackPage', 'AccountArea',
    ],
  },
  {
    name: 'mf_checkout',
    dir: 'mf-checkout',
    owner: 'Nhóm Thanh toán',
    exposes: ['CartPage', 'CheckoutPage', 'MobilePage', 'FreeEnrolment'],
  },
  {
    name: 'mf_learning',
    dir: 'mf-learning',
    owner: 'Nhóm Học tập',
    exposes: [
      'PlayerPage', 'MyCoursePage', 'HomeStudyListPage', 'HomeStudyStationPage', 'HomeStudyItemPage',
      'AccountCoursesPage', 'ViewedCoursesPage', 'AccountHomeStudyPage', 'CertificatePage',
    ],
  },
  {
    name: 'mf_content',
    dir: 'mf-content',
    owner: 'Nhóm Nội dung',
    exposes: [
      'ContactPage', 'AboutPage', 'ExamPortalPage', 'NewsListPage', 'NewsArticlePage', 'NewsCategoryPage', 'HashtagPage',
      'SolutionsPage', 'SolutionPage', 'SupportPage', 'SupportArticlePage', 'SupportSearchPage', 'SinglePage', 'TwoSegmentPage', 'ExamPage',
      'ModerationPage',
    ],
  },
] as const satisfies readonly RemoteDefinition[];

export type RemoteName = (typeof REMOTES)[number]['name'];

/** The expose names of one remote, as a type: `ExposeOf<'mf_content'>` is 'ContactPage' | 'AboutPage' | … */
export type ExposeOf<R extends RemoteName> = Extract<(typeof REMOTES)[number], { name: R }>['exposes'][number];

export function findRemote(id: string): RemoteDefinition | undefined {
  return REMOTES.find((r) => r.name === id || r.dir === id);
}
