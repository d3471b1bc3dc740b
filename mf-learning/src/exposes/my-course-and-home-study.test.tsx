import type { MyCourse } from '@edu/shared/core';
import { invalidateQueries } from '../lib/use-query';
import { fail, installFakeApi, location, renderPage, screen, signIn, signOut, within } from '@edu/shared/testing';
import { makeLearnCourse } from '../testing/lesson-factory';
import HomeStudyItemPage from './home-study-item-page';
import HomeStudyListPage from './home-study-list-page';
import HomeStudyStationPage from './home-study-station-page';
import MyCoursePage from './my-course-page';

jest.mock('@edu/shared/rich-text/lazy', () => ({
  ...jest.requireActual('@edu/shared/rich-text/lazy'),
  sanitizeCourseHtml: async (html: string) => html,
}));

const mine = (id: number, done: number): MyCourse => ({
  ...makeLearnCourse({ id, name: `Khóa ${id}`, alias: `khoa-${id}`, alias_code: `c${id}` }),
  source: 'order',
  enrolled_at: '2026-01-01T00:00:00Z',
  expires_at: null,
  lesson_count: 8,
  completed_count: done,
  certificate_code: done >= 8 ? `KH-TEST${id}` : null,
});
const page = (slug: string, title: string) => ({
  page: { id: 1, type: 'home_study', slug, title, content: `<p>Giới thiệu ${title}</p>`, meta_description: '', meta_keywords: '', data: {} },
  meta: { title, description: `Mô tả ${title}`, keywords: '' },
  banners: [],
  siblings: [
    { id: 2, type: 'home_study', slug: 'tieng-anh-tai-nha', title: 'Tiếng Anh tại nhà' },
    { id: 3, type: 'home_study', slug: 'station', title: 'Home-study station' },
  ].filter((s) => s.slug !== slug),
});

function api() {
  return installFakeApi({
    'GET /api/user/my_course.json': (call) => ({
      items: [mine(30, 2), mine(16, 0)],
      page: call.params.page,
      page_size: call.params.page_size,
      total: 2,
    }),
    'GET /api/user/folders.json': () => [
      { id: 1, name: 'Ôn thi', course_ids: [30], courses: [{ id: 30, name: 'Khóa 30', alias: 'khoa-30', alias_code: 'c30', thumbnail: null }] },
    ],
    'GET /api/user/media.json': () => [],
    'GET /restapi/page/getpagedata': (call) =>
      call.params.slug === 'khong-co'
        ? fail(404, 'Không tìm thấy trang')
        : page(String(call.params.slug), call.params.slug === 'station' ? 'Home-study station' : 'Tiếng Anh tại nhà'),
  });
}

beforeEach(async () => {
  invalidateQueries();
  await signOut();
});

describe('my courses', () => {
  it('asks a visitor to sign in and come back', async () => {
    const calls = api();
    renderPage('/mycourse', '/mycourse', <MyCoursePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Khóa học của tôi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/dang-nhap?redirect=%2Fmycourse');
    expect(calls).toHaveLength(0);
    expect(document.title).toBe('Khóa học của tôi | KhoaHoc.vn');
  });

  it('lists my courses with progress and Tiếp tục học links', async () => {
    await signIn();
    const calls = api();
    renderPage('/mycourse', '/mycourse', <MyCoursePage />);
    const cards = await screen.findAllByRole('article');
    expect(calls[0]?.params).toEqual({ page: 1, page_size: 12 });
    expect(
      cards.map((card) => [within(card).getByRole('heading', { level: 2 }).textContent, within(card).getByText(/^Đã học /).textContent]),
    ).toEqual([
      ['Khóa 30', 'Đã học 2/8 bài (25%)'],
      ['Khóa 16', 'Đã học 0/8 bài (0%)'],
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Tiếp tục học Khóa 30' })).toHaveAttribute('href', '/vao-hoc/khoa-30-c30');
  });
});

describe('home study', () => {
  it('lists the programmes (never the station) and, signed in, my course folders', async () => {
    await signIn();
    api();
    renderPage('/home-study', '/home-study', <HomeStudyListPage />);
    const programmes = await screen.findByRole('region', { name: 'Chương trình học tại nhà' });
    expect(
      within(programmes)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['Tiếng Anh tại nhà', '/home-study/tieng-anh-tai-nha']]);
    const folder = await screen.findByRole('region', { name: 'Thư mục Ôn thi' });
    expect(within(folder).getByRole('link', { name: 'Khóa 30' })).toHaveAttribute('href', '/vao-hoc/khoa-30-c30');
    expect(screen.getByRole('link', { name: 'Vào trạm học tập' })).toHaveAttribute('href', '/home-study/station');
  });

  it('shows a programme with its meta, and the 404 page for an unknown one', async () => {
    api();
    const programme = renderPage('/home-study/:slug', '/home-study/tieng-anh-tai-nha', <HomeStudyItemPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiếng Anh tại nhà' })).toBeInTheDocument();
    // the introduction is rendered as HTML (a paragraph), not as escaped markup
    const article = screen.getByRole('article');
    expect(await within(article).findByText('Giới thiệu Tiếng Anh tại nhà', { selector: 'p' })).toBeInTheDocument();
    expect(article).toHaveTextContent(/^Giới thiệu Tiếng Anh tại nhà$/);
    expect(document.title).toBe('Tiếng Anh tại nhà | KhoaHoc.vn');
    programme.unmount();

    renderPage('/home-study/:slug', '/home-study/khong-co', <HomeStudyItemPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeInTheDocument();
    // the 404 page in place (with its way home), not a redirect to /404
    expect(location.current).toBe('/home-study/khong-co');
    expect(screen.getByRole('link', { name: 'Quay về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('the station shows my courses as tiles, or a sign-in link for visitors', async () => {
    api();
    const visitor = renderPage('/home-study/station', '/home-study/station', <HomeStudyStationPage />);
    expect(await screen.findByText('Giới thiệu Home-study station')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/dang-nhap?redirect=%2Fhome-study%2Fstation');
    visitor.unmount();

    await signIn();
    renderPage('/home-study/station', '/home-study/station', <HomeStudyStationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Trạm học tập tại nhà' })).toBeInTheDocument();
    const tiles = await screen.findByRole('region', { name: 'Khóa học của tôi' });
    expect(
      within(tiles)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Khóa 30', 'Khóa 16']);
    expect(screen.getByRole('link', { name: 'Thoát' })).toHaveAttribute('href', '/home-study');
  });
});
