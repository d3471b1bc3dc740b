/**
 * The one list of remotes. Everything else is derived from it:
 * - the workspace (`pnpm-workspace.yaml` takes every `mf-*` folder; a test holds folders and list equal),
 * - ops (`ops/src/paths.ts`: build, publish, deploy, the registry and its verbs),
 * - each remote's webpack build (`createRemoteConfig` finds its entry by folder and exposes `exposes`),
 * - the shell's `RemoteName` type and the route table (`@edu/shared/pages`, which also feeds each remote's exposes),
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
   * What it exposes besides its routed pages, by name: parcels, and pages no route names yet. Routed pages
   * are declared once, by their route (`@edu/shared/pages`, whose `exposesOf` gives a remote's full list).
   * 'RelatedCoursesParcel' lives in src/exposes/related-courses-parcel.tsx (or .ts for a module without markup).
   */
  exposes: readonly string[];
}

export const REMOTES = [
  {
    name: 'mf_catalogue',
    dir: 'mf-catalogue',
    owner: 'Nhóm Khóa học',
    exposes: ['RelatedCoursesParcel'],
  },
  {
    name: 'mf_account',
    dir: 'mf-account',
    owner: 'Nhóm Tài khoản',
    exposes: [],
  },
  {
    name: 'mf_checkout',
    dir: 'mf-checkout',
    owner: 'Nhóm Thanh toán',
    exposes: [],
  },
  {
    name: 'mf_learning',
    dir: 'mf-learning',
    owner: 'Nhóm Học tập',
    exposes: [],
  },
  {
    name: 'mf_content',
    dir: 'mf-content',
    owner: 'Nhóm Nội dung',
    exposes: [],
  },
] as const satisfies readonly RemoteDefinition[];

export type RemoteName = (typeof REMOTES)[number]['name'];

export function findRemote(id: string): RemoteDefinition | undefined {
  return REMOTES.find((r) => r.name === id || r.dir === id);
}
