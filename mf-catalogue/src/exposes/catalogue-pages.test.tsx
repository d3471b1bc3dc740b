import type { Category } from '@edu/shared';
import { invalidateQueries } from '../lib/use-query';
import { makeCourse } from '../testing/course-factory';
import { installFakeApi, type FakeCall } from '@edu/shared/testing';
import { byText, render, settle } from '@edu/shared/testing';
import { atRoute, location } from '@edu/shared/testing';
import CategoryPage from './category-page';
import HomePage from './home-page';
import SearchPage from './search-page';
import TeacherPage from './teacher-page';

const tree: Category[] = [
  { id: 1, name: 'Toán', slug: 'toan', parent_id: null, index: 0, icon: null, childs: [
    { id: 11, name: 'Toán 10', slug: 'toan-10', parent_id: 1, index: 0, icon: null, childs: [] },
  ] },
];

const page = (items = [makeCourse()], total = items.length) => () => ({ items, page: 1, page_size: 12, total });

function api(extra: Record<string, (c: FakeCall) => unknown> = {}): FakeCall[] {
  return installFakeApi({
    'GET /api/user/category.json': () => tree,
    'GET /api/user/subject.json': () => [],
    'GET /api/user/price_range.json': () => [{ id: 1, label: 'Miễn phí', min: 0, max: 0 }],
    'GET /api/user/course.json': page(),
    'GET /api/user/media.json': (c) => (c.params.placement === 1
      ? [{ id: 1, title: 'Khai giảng', image: '/b1.jpg', width: 1200, height: 400, link: '/khoa-hoc', placement: 1, color: null, index: 0 }]
      : []),
    'GET /api/settings.json': () => ({ COLOR_BANNER_HOME: '#0e7490' }),
    'GET /api/user/post.json': () => ({ items: [{ id: 5, title: 'Mẹo học toán', slug: 'meo-hoc-toan', published_at: '2026-01-02T03:04:05Z' }] }),
    ...extra,
  });
}

const courseCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/user/course.json').map((c) => c.params);

beforeEach(() => invalidateQueries());

describe('home page', () => {
  it('paints the hero with the slide colour, else COLOR_BANNER_HOME', async () => {
    api({ 'GET /api/user/media.json': (c) => (c.params.placement === 1
      ? [{ id: 1, title: 'A', image: '/a.jpg', width: 1200, height: 400, link: '', placement: 1, color: '#e69138', index: 0 }]
      : []) });
    const view = await render(atRoute('/', '/', <HomePage />));
    await settle(6);
    expect(view.container.querySelector<HTMLElement>('.cat-hero')?.style.background).toBe('rgb(230, 145, 56)');
    await view.unmount();
  });

  it('shows the hero on the home banner colour, categories and the three course sections', async () => {
    const calls = api();
    const view = await render(atRoute('/', '/', <HomePage />));
    await settle(6);
    const c = view.container;
    expect(c.querySelector<HTMLElement>('.cat-hero')?.style.background).toBe('rgb(14, 116, 144)');
    const hero = c.querySelector('.cat-hero img');
    expect([hero?.getAttribute('width'), hero?.getAttribute('height'), hero?.getAttribute('loading')]).toEqual(['1200', '400', 'eager']);
    expect(byText(c, 'a', 'Toán')?.getAttribute('href')).toBe('/danh-muc/toan');
    expect(Array.from(c.querySelectorAll('h2')).map((h) => h.textContent)).toEqual(['Khóa học nổi bật', 'Khóa học mới', 'Khóa học miễn phí']);
    expect(courseCalls(calls).map((p) => p.section)).toEqual(['featured', 'new', 'free']);
    expect(Array.from(c.querySelectorAll('.cat-section-head a')).map((a) => a.getAttribute('href'))).toEqual([
      '/khoa-hoc?section=featured', '/khoa-hoc?section=new', '/khoa-hoc?section=free',
    ]);
    expect(calls.filter((x) => x.url === '/api/user/media.json').map((x) => x.params.placement)).toEqual([1, 17, 18]);
    await view.unmount();
  });
});

describe('category page', () => {
  it('lists the category’s courses with its sub-categories and title', async () => {
    const calls = api();
    const view = await render(atRoute('/danh-muc/:slug', '/danh-muc/toan?sort=newest', <CategoryPage />));
    await settle(6);
    expect(view.container.querySelector('h1')?.textContent).toBe('Toán');
    expect(byText(view.container, 'a', 'Toán 10')?.getAttribute('href')).toBe('/danh-muc/toan-10');
    expect(byText(view.container, 'label', 'Danh mục')).toBeNull();
    expect(courseCalls(calls)).toEqual([{ category: 'toan', page: 1, page_size: 12, sort: 'newest' }]);
    expect(document.title).toBe('Toán | KhoaHoc.vn');
    await view.unmount();
  });

  it('shows the 404 page for an unknown category, keeping its URL', async () => {
    api();
    const view = await render(atRoute('/danh-muc/:slug', '/danh-muc/khong-co', <CategoryPage />));
    await settle(6);
    expect(location.current).toBe('/danh-muc/khong-co');
    expect(view.container.querySelector('h1')?.textContent).toBe('Không tìm thấy trang');
    await view.unmount();
  });
});

describe('search page', () => {
  it('searches courses and posts for the slug, in the chosen order', async () => {
    const calls = api();
    const view = await render(atRoute('/tim-kiem/:slug', '/tim-kiem/to%C3%A1n-10?sort=date', <SearchPage />));
    await settle(6);
    const c = view.container;
    expect(c.querySelector('h1')?.textContent).toBe('Kết quả tìm kiếm “toán 10”');
    expect(courseCalls(calls)).toEqual([{ q: 'toán 10', page: 1, page_size: 12, sort: 'newest' }]);
    expect(calls.find((x) => x.url === '/api/user/post.json')?.params).toMatchObject({ q: 'toán 10', sort: 'date' });
    expect(Array.from(c.querySelectorAll('.cat-sort-tab')).map((a) => a.textContent)).toEqual(['Liên quan', 'Tiêu đề', 'Nội dung', 'Ngày đăng']);
    expect(c.querySelector('.cat-sort-tab[aria-current="true"]')?.textContent).toBe('Ngày đăng');
    expect(byText(c, 'a', 'Tiêu đề')?.getAttribute('href')).toBe('/tim-kiem/to%C3%A1n-10?sort=title');
    expect(byText(c, 'a', 'Mẹo học toán')?.getAttribute('href')).toBe('/tin-tuc/meo-hoc-toan');
    await view.unmount();
  });
});

describe('teacher page', () => {
  it('shows the teacher from their courses', async () => {
    const calls = api({ 'GET /api/user/course.json': page([makeCourse(), makeCourse()], 2) });
    const view = await render(atRoute('/giang-vien-hidden/:slug', '/giang-vien-hidden/nguyen-van-an', <TeacherPage />));
    await settle(6);
    expect(view.container.querySelector('h1')?.textContent).toBe('Nguyễn Văn An');
    expect(courseCalls(calls)[0]).toEqual({ teacher: 'nguyen-van-an', page: 1, page_size: 12 });
    expect(document.title).toBe('Giảng viên Nguyễn Văn An | KhoaHoc.vn');
    await view.unmount();
  });

  it('shows the 404 page for a teacher with no course (no such teacher)', async () => {
    api({ 'GET /api/user/course.json': page([], 0) });
    const view = await render(atRoute('/giang-vien-hidden/:slug', '/giang-vien-hidden/ai-do', <TeacherPage />));
    await settle(6);
    expect(view.container.querySelector('h1')?.textContent).toBe('Không tìm thấy trang');
    await view.unmount();
  });
});
