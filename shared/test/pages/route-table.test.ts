import { matchRoutes } from 'react-router-dom';
import { ROUTES, requiredExposes } from '../../src/pages';

const routes = ROUTES.map((r) => ({ path: r.path, entry: r }));
const resolve = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.entry;
const pageOf = (pathname: string) => {
  const page = resolve(pathname)?.page;
  return typeof page === 'string' ? page : page ? `${page.remote}/${page.expose}` : undefined;
};

describe('route table', () => {
  it.each([
    ['/', 'mf_catalogue/HomePage', 'default'],
    ['/404', 'not-found', 'default'],
    ['/gioi-thieu', 'mf_content/AboutPage', 'default'],
    ['/mot-trang', 'mf_content/SinglePage', 'default'],
    ['/dang-ky', 'mf_account/RegisterPage', 'empty'],
    ['/dang-nhap', 'mf_account/LoginPage', 'empty'],
    ['/register-otp', 'mf_account/RegisterOtpPage', 'empty'],
    ['/doi-mat-khau', 'mf_account/ChangePasswordPage', 'empty'],
    ['/quen-mat-khau-step-2', 'mf_account/ForgotPasswordStep2Page', 'empty'],
    ['/kiem-tra-email', 'mf_account/CheckEmailPage', 'empty'],
    ['/kiem-tra-sdt', 'mf_account/CheckPhonePage', 'empty'],
    ['/verified', 'mf_account/VerifiedPage', 'empty'],
    ['/verify-change-email', 'mf_account/VerifyChangeEmailPage', 'empty'],
    ['/callback', 'mf_account/CallbackPage', 'none'],
    ['/mycourse', 'mf_learning/MyCoursePage', 'default'],
    ['/lien-he', 'mf_content/ContactPage', 'default'],
    ['/cong-thi', 'mf_content/ExamPortalPage', 'default'],
    ['/quan-tri/kiem-duyet', 'mf_content/ModerationPage', 'default'],
    ['/tin-tuc', 'mf_content/NewsListPage', 'default'],
    ['/tin-tuc/bai-viet-moi', 'mf_content/NewsArticlePage', 'default'],
    ['/danh-muc-tin-tuc/tuyen-sinh', 'mf_content/NewsCategoryPage', 'default'],
    ['/hashtag/thi-thpt', 'mf_content/HashtagPage', 'default'],
    ['/tim-kiem/toan-lop-12', 'mf_catalogue/SearchPage', 'default'],
    ['/tim-kiem', 'mf_catalogue/SearchPage', 'default'],
    ['/khoa-hoc', 'mf_catalogue/CourseListPage', 'default'],
    ['/khoa-hoc/toan-12-ABC123', 'mf_catalogue/CourseDetailPage', 'default'],
    ['/danh-muc/lop-12', 'mf_catalogue/CategoryPage', 'default'],
    ['/vao-hoc/toan-12-ABC123', 'mf_learning/PlayerPage', 'default'],
    ['/giai-phap', 'mf_content/SolutionsPage', 'default'],
    ['/giai-phap/truong-hoc/so-hoa', 'mf_content/SolutionPage', 'default'],
    ['/giang-vien-hidden/nguyen-van-a', 'mf_catalogue/TeacherPage', 'default'],
    ['/home-study', 'mf_learning/HomeStudyListPage', 'default'],
    ['/home-study/toan-tu-duy', 'mf_learning/HomeStudyItemPage', 'default'],
    ['/home-study/station', 'mf_learning/HomeStudyStationPage', 'none'],
    ['/gio-hang', 'mf_checkout/CartPage', 'default'],
    ['/gio-hang/thanh-toan', 'mf_checkout/CheckoutPage', 'default'],
    ['/ho-tro-khach-hang', 'mf_content/SupportPage', 'default'],
    ['/ho-tro-khach-hang/doi-mat-khau', 'mf_content/SupportArticlePage', 'default'],
    ['/ho-tro-khach-hang/tim-kiem/thanh-toan', 'mf_content/SupportSearchPage', 'default'],
    ['/m', 'mf_checkout/MobilePage', 'mobile-payment'],
    ['/m/thanh-toan/ket-qua', 'mf_checkout/MobilePage', 'mobile-payment'],
    ['/m/english', 'mf_checkout/MobilePage', 'mobienglish'],
    // issue 34: an unknown mobile path is the 404 page (HTTP 404) in the area's layout
    ['/m/thanh-toan', 'not-found', 'mobile-payment'],
    ['/m/thanh-toan/momo', 'not-found', 'mobile-payment'],
    ['/m/english/bai-1', 'not-found', 'mobienglish'],
    ['/tai-khoan', 'mf_account/AccountArea', 'profile'],
    ['/tai-khoan/ho-so', 'mf_account/AccountArea', 'profile'],
    ['/tai-khoan/thong-bao/khuyen-mai-thang-12', 'mf_account/AccountArea', 'profile'],
    ['/tai-khoan/chu_de/SubjectCard', 'mf_account/AccountArea', 'profile'],
    ['/lm/active', 'lm-active', 'none'],
    ['/tin-tuc-cu/bai-viet', 'catch-all', 'default'],
    ['/mot/hai/ba', 'catch-all', 'default'],
  ])('%s → %s in the %s layout', (pathname, page, layout) => {
    expect(pageOf(pathname)).toBe(page);
    expect(resolve(pathname)?.layout).toBe(layout);
  });

  it('has no duplicate paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the exposes each remote must publish, including the two-segment page', () => {
    const exposes = requiredExposes();
    expect(exposes.mf_catalogue).toEqual(expect.arrayContaining(['HomePage', 'CourseListPage', 'CourseDetailPage']));
    expect(exposes.mf_content).toContain('TwoSegmentPage');
    expect(exposes.mf_account).toContain('AccountArea');
  });
});
