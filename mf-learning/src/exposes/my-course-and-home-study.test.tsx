import type { MyCourse } from '@edu/shared';
import { invalidateQueries } from '../lib/use-query';
import { installFakeApi, fail } from '@edu/shared/testing';
import { makeLearnCourse } from '../testing/lesson-factory';
import { byText, render, settle } from '@edu/shared/testing';
import { atRoute, location } from '@edu/shared/testing';
import { signIn, signOut } from '@edu/shared/testing';
import HomeStudyItemPage from './home-study-item-page';
import HomeStudyListPage from './home-study-list-page';
import HomeStudyStationPage from './home-study-station-page';
import MyCoursePage from './my-course-page';

jest.mock('@edu/shared/rich-text/lazy', () => ({ ...jest.requireActual('@edu/shared/rich-text/lazy'), sanitizeCourseHtml: async (html: string) => html }));

const mine = (id: number, done: number): MyCourse => ({
  ...makeLearnCourse({ id, name: `Khóa ${id}`, alias: `khoa-${id}`, alias_code: `c${id}` }),
  source: 'order', enrolled_at: '2026-01-01T00:00:00Z', expires_at: null, lesson_count: 8, completed_count: done,
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
    'GET /api/user/my_course.json': (call) => ({ items: [mine(30, 2), mine(16, 0)], page: call.params.page, page_size: call.params.page_size, total: 2 }),
    'GET /api/user/folders.json': () => [{ id: 1, name: 'Ôn thi', course_ids: [30], courses: [{ id: 30, name: 'Khóa 30', alias: 'khoa-30', alias_code: 'c30', thumbnail: null }] }],
    'GET /api/user/media.json': () => [],
    'GET /restapi/page/getpagedata': (call) =>
      call.params.slug === 'khong-co' ? fail(404, 'Không tìm thấy trang') : page(String(call.params.slug), call.params.slug === 'station' ? 'Home-study station' : 'Tiếng Anh tại nhà'),
  });
}

beforeEach(async () => {
  invalidateQueries();
  await signOut();
});

describe('my courses', () => {
  it('asks a visitor to sign in and come back', async () => {
    const calls = api();
    const { container: c } = await render(atRoute('/mycourse', '/mycourse', <MyCoursePage />));
    expect(byText(c, 'a', 'Đăng nhập')?.getAttribute('href')).toBe('/dang-nhap?redirect=%2Fmycourse');
    expect(calls).toHaveLength(0);
    expect(document.title).toBe('Khóa học của tôi | KhoaHoc.vn');
  });

  it('lists my courses with progress and Tiếp tục học links', async () => {
    await signIn();
    const calls = api();
    const { container: c } = await render(atRoute('/mycourse', '/mycourse', <MyCoursePage />));
    await settle(4);
    expect(calls[0]?.params).toEqual({ page: 1, page_size: 12 });
    const cards = [...c.querySelectorAll('article')];
    expect(cards.map((a) => [a.querySelector('h2')?.textContent, a.querySelector('.ui-progress-text')?.textContent])).toEqual([
      ['Khóa 30', 'Đã học 2/8 bài (25%)'],
      ['Khóa 16', 'Đã học 0/8 bài (0%)'],
    ]);
    expect(byText(cards[0]!, 'a', 'Tiếp tục học')?.getAttribute('href')).toBe('/vao-hoc/khoa-30-c30');
  });
});

describe('home study', () => {
  it('lists the programmes (never the station) and, signed in, my course folders', async () => {
    await signIn();
    api();
    const { container: c } = await render(atRoute('/home-study', '/home-study', <HomeStudyListPage />));
    await settle(4);
    expect([...c.querySelectorAll('.ln-programmes a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Tiếng Anh tại nhà', '/home-study/tieng-anh-tai-nha'],
    ]);
    expect(byText(c, '.ln-folder a', 'Khóa 30')?.getAttribute('href')).toBe('/vao-hoc/khoa-30-c30');
    expect(byText(c, 'a', 'Vào trạm học tập')?.getAttribute('href')).toBe('/home-study/station');
  });

  it('shows a programme with its meta, and the 404 page for an unknown one', async () => {
    api();
    const { container: c } = await render(atRoute('/home-study/:slug', '/home-study/tieng-anh-tai-nha', <HomeStudyItemPage />));
    await settle(4);
    expect(c.querySelector('h1')?.textContent).toBe('Tiếng Anh tại nhà');
    expect(c.querySelector('.ui-richtext')?.innerHTML).toBe('<p>Giới thiệu Tiếng Anh tại nhà</p>');
    expect(document.title).toBe('Tiếng Anh tại nhà | KhoaHoc.vn');

    const { container: missing } = await render(atRoute('/home-study/:slug', '/home-study/khong-co', <HomeStudyItemPage />));
    await settle(4);
    expect(location.current).toBe('/home-study/khong-co');
    expect(missing.querySelector('h1')?.textContent).toBe('Không tìm thấy trang');
  });

  it('the station shows my courses as tiles, or a sign-in link for visitors', async () => {
    api();
    const visitor = await render(atRoute('/home-study/station', '/home-study/station', <HomeStudyStationPage />));
    await settle(3);
    expect(byText(visitor.container, 'a', 'Đăng nhập')?.getAttribute('href')).toBe('/dang-nhap?redirect=%2Fhome-study%2Fstation');
    await visitor.unmount();

    await signIn();
    const { container: c } = await render(atRoute('/home-study/station', '/home-study/station', <HomeStudyStationPage />));
    await settle(4);
    expect(c.querySelector('h1')?.textContent).toBe('Trạm học tập tại nhà');
    expect([...c.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual(['Khóa 30', 'Khóa 16']);
    expect(byText(c, 'a', 'Thoát')?.getAttribute('href')).toBe('/home-study');
  });
});
