/**
 * Every route of SPEC §2 in one table: path → layout, guard, owning remote page. A page is in one place:
 * its line here makes it an expose of its remote (./exposes.ts feeds the remotes' builds and the publish
 * gate from this table), so adding a page is this line plus its file `src/exposes/<kebab-name>.tsx`.
 * The shell routes by it, the SSR service and the render gate (ops) read it from `@edu/shared/pages`.
 * The guard, 404 and redirects run in the shell before any remote code loads.
 * Order matters only for readability: react-router ranks static segments above params.
 */
import type { RemoteName } from '@edu/shared/core';

export type { RemoteName };

export type LayoutName = 'default' | 'empty' | 'mobienglish' | 'mobile-payment' | 'profile' | 'none';

export interface RemotePageRef {
  remote: RemoteName;
  /** Name in the remote's `exposes`, without './'. */
  expose: string;
}

export interface RouteEntry {
  path: string;
  layout: LayoutName;
  /** Shell-owned screens; everything else is a remote page. */
  page: RemotePageRef | 'not-found' | 'lm-active' | 'catch-all' | 'ops-status' | 'design-system';
  /** Default title until the page sets its own (SPEC §1). */
  title?: string;
  /**
   * Public page rendered on the server with its data. Elsewhere the server renders the shell and the
   * page's skeleton, and the page itself renders in the browser (private data is never in server HTML).
   */
  ssr?: boolean;
}

// The page's file must exist in its remote (shared/test/pages/exposes.test.ts; the remote's build fails too).
const page =
  (remote: RemoteName) =>
  (expose: string): RemotePageRef => ({ remote, expose });
const catalogue = page('mf_catalogue');
const account = page('mf_account');
const checkout = page('mf_checkout');
const learning = page('mf_learning');
const content = page('mf_content');

export const ROUTES: RouteEntry[] = [
  // catalogue
  { path: '/', layout: 'default', page: catalogue('HomePage'), ssr: true },
  { path: '/khoa-hoc', layout: 'default', page: catalogue('CourseListPage'), title: 'Khóa học', ssr: true },
  { path: '/khoa-hoc/:courseSlug', layout: 'default', page: catalogue('CourseDetailPage'), ssr: true },
  { path: '/danh-muc/:slug', layout: 'default', page: catalogue('CategoryPage'), ssr: true },
  // /tim-kiem?q=…: where the search forms go before the app has started (plain GET forms)
  { path: '/tim-kiem', layout: 'default', page: catalogue('SearchPage'), title: 'Tìm kiếm', ssr: true },
  { path: '/tim-kiem/:slug', layout: 'default', page: catalogue('SearchPage'), title: 'Tìm kiếm', ssr: true },
  { path: '/giang-vien-hidden/:slug', layout: 'default', page: catalogue('TeacherPage'), ssr: true },

  // account: auth screens (empty layout) and the /tai-khoan area (profile layout, guarded by path)
  { path: '/dang-nhap', layout: 'empty', page: account('LoginPage'), title: 'Đăng nhập', ssr: true },
  { path: '/dang-ky', layout: 'empty', page: account('RegisterPage'), title: 'Đăng ký', ssr: true },
  { path: '/register-otp', layout: 'empty', page: account('RegisterOtpPage'), title: 'Xác thực OTP', ssr: true },
  { path: '/quen-mat-khau', layout: 'empty', page: account('ForgotPasswordPage'), title: 'Quên mật khẩu', ssr: true },
  { path: '/quen-mat-khau-step-2', layout: 'empty', page: account('ForgotPasswordStep2Page'), title: 'Đặt lại mật khẩu' },
  { path: '/doi-mat-khau', layout: 'empty', page: account('ChangePasswordPage'), title: 'Đổi mật khẩu' },
  { path: '/kiem-tra-email', layout: 'empty', page: account('CheckEmailPage'), title: 'Kiểm tra email' },
  { path: '/kiem-tra-sdt', layout: 'empty', page: account('CheckPhonePage'), title: 'Kiểm tra số điện thoại' },
  { path: '/verified', layout: 'empty', page: account('VerifiedPage'), title: 'Đã xác thực' },
  { path: '/verify-change-email', layout: 'empty', page: account('VerifyChangeEmailPage'), title: 'Xác nhận đổi email' },
  { path: '/callback', layout: 'none', page: account('CallbackPage') },
  { path: '/tai-khoan/*', layout: 'profile', page: account('AccountArea'), title: 'Tài khoản' },
  // …whose course lists are mf-learning's (it owns "my courses" and Home-study), in the same layout
  { path: '/tai-khoan/khoa-hoc-cua-toi', layout: 'profile', page: learning('AccountCoursesPage'), title: 'Khóa học của tôi' },
  { path: '/tai-khoan/khoa-hoc-da-xem', layout: 'profile', page: learning('ViewedCoursesPage'), title: 'Khóa học đã xem' },
  { path: '/tai-khoan/yeu-thich', layout: 'profile', page: catalogue('WishlistPage'), title: 'Khóa học yêu thích' },
  { path: '/tai-khoan/khoa-hoc-homestudy', layout: 'profile', page: learning('AccountHomeStudyPage'), title: 'Khóa học Home-study' },
  { path: '/lm/active', layout: 'none', page: 'lm-active' },

  // checkout
  { path: '/gio-hang', layout: 'default', page: checkout('CartPage'), title: 'Giỏ hàng' },
  { path: '/gio-hang/thanh-toan', layout: 'default', page: checkout('CheckoutPage'), title: 'Thanh toán' },
  // The mobile area's pages by name (mf-checkout/src/lib/mobile-route.ts); any other /m path is the 404 page in
  // the area's layout, answered with HTTP 404 (issue 34: /m/thanh-toan said "Không tìm thấy trang" with 200).
  { path: '/m/english', layout: 'mobienglish', page: checkout('MobilePage') },
  { path: '/m/english/*', layout: 'mobienglish', page: 'not-found', title: 'Không tìm thấy trang' },
  ...['/m', '/m/thanh-toan/ket-qua', '/m/thanh-toan/thanh-cong', '/m/thanh-toan/that-bai'].map((path): RouteEntry => ({
    path,
    layout: 'mobile-payment',
    page: checkout('MobilePage'),
  })),
  { path: '/m/*', layout: 'mobile-payment', page: 'not-found', title: 'Không tìm thấy trang' },

  // learning
  { path: '/vao-hoc/:courseSlug', layout: 'default', page: learning('PlayerPage'), title: 'Vào học' },
  { path: '/chung-chi/:code', layout: 'default', page: learning('CertificatePage'), title: 'Chứng chỉ', ssr: true },
  { path: '/mycourse', layout: 'default', page: learning('MyCoursePage'), title: 'Khóa học của tôi' },
  { path: '/home-study', layout: 'default', page: learning('HomeStudyListPage'), title: 'Học tại nhà', ssr: true },
  { path: '/home-study/station', layout: 'none', page: learning('HomeStudyStationPage'), title: 'Học tại nhà' },
  { path: '/home-study/:slug', layout: 'default', page: learning('HomeStudyItemPage'), ssr: true },

  // content
  { path: '/lien-he', layout: 'default', page: content('ContactPage'), title: 'Liên hệ', ssr: true },
  { path: '/gioi-thieu', layout: 'default', page: content('AboutPage'), title: 'Giới thiệu', ssr: true },
  { path: '/cong-thi', layout: 'default', page: content('ExamPortalPage'), title: 'Cổng thi', ssr: true },
  { path: '/cong-thi/:slug', layout: 'default', page: content('ExamPage'), title: 'Thi thử' },
  { path: '/tin-tuc', layout: 'default', page: content('NewsListPage'), title: 'Tin tức', ssr: true },
  { path: '/tin-tuc/:slug', layout: 'default', page: content('NewsArticlePage'), ssr: true },
  { path: '/danh-muc-tin-tuc/:slug', layout: 'default', page: content('NewsCategoryPage'), ssr: true },
  { path: '/hashtag/:slug', layout: 'default', page: content('HashtagPage'), ssr: true },
  { path: '/giai-phap', layout: 'default', page: content('SolutionsPage'), title: 'Giải pháp', ssr: true },
  { path: '/giai-phap/*', layout: 'default', page: content('SolutionPage'), title: 'Giải pháp', ssr: true },
  { path: '/ho-tro-khach-hang', layout: 'default', page: content('SupportPage'), title: 'Hỗ trợ khách hàng', ssr: true },
  { path: '/ho-tro-khach-hang/:slug', layout: 'default', page: content('SupportArticlePage'), ssr: true },
  { path: '/ho-tro-khach-hang/tim-kiem/:slug', layout: 'default', page: content('SupportSearchPage'), title: 'Tìm kiếm hỗ trợ', ssr: true },
  // the moderation queue (admin role or ADMIN_TOKEN): rendered in the browser, nothing of it in server HTML
  { path: '/quan-tri/kiem-duyet', layout: 'default', page: content('ModerationPage'), title: 'Kiểm duyệt nội dung' },
  { path: '/:slug', layout: 'default', page: content('SinglePage'), ssr: true },

  // shell
  { path: '/ops/status', layout: 'default', page: 'ops-status', title: 'Trạng thái hệ thống' },
  // the design system's living catalogue (squads' reference; the visual-regression suite screenshots it)
  { path: '/he-thong-thiet-ke', layout: 'default', page: 'design-system', title: 'Hệ thống thiết kế' },
  { path: '/404', layout: 'default', page: 'not-found', title: 'Không tìm thấy trang' },
  // SPEC: the catch-all is valid only with exactly two segments, the second a string; else 404.
  { path: '*', layout: 'default', page: 'catch-all', ssr: true },
];

/** The catch-all's page when the two-segment rule holds. */
export const TWO_SEGMENT_PAGE: RemotePageRef = content('TwoSegmentPage');

/** Modules (not pages) the shell loads from remotes: the free-course modal asks checkout to create the order. */
export const FREE_ENROLMENT_MODULE: RemotePageRef = checkout('FreeEnrolment');
