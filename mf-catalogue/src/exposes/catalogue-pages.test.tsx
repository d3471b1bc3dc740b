import type { Category } from '@edu/shared/core';
import { invalidateQueries } from '../lib/use-query';
import { makeCourse } from '../testing/course-factory';
import { installFakeApi, location, renderPage, screen, waitFor, within, type FakeCall } from '@edu/shared/testing';
import CategoryPage from './category-page';
import HomePage from './home-page';
import SearchPage from './search-page';
import TeacherPage from './teacher-page';

const tree: Category[] = [
  {
    id: 1,
    name: 'Toán',
    slug: 'toan',
    parent_id: null,
    index: 0,
    icon: null,
    childs: [{ id: 11, name: 'Toán 10', slug: 'toan-10', parent_id: 1, index: 0, icon: null, childs: [] }],
  },
];

const page =
  (items = [makeCourse()], total = items.length) =>
  () => ({ items, page: 1, page_size: 12, total });

function api(extra: Record<string, (c: FakeCall) => unknown> = {}): FakeCall[] {
  return installFakeApi({
    'GET /api/user/category.json': () => tree,
    'GET /api/user/subject.json': () => [],
    'GET /api/user/price_range.json': () => [{ id: 1, label: 'Miễn phí', min: 0, max: 0 }],
    'GET /api/user/course.json': page(),
    'GET /api/user/media.json': (c) =>
      c.params.placement === 1
        ? [{ id: 1, title: 'Khai giảng', image: '/b1.jpg', width: 1200, height: 400, link: '/khoa-hoc', placement: 1, color: null, index: 0 }]
        : [],
    'GET /api/settings.json': () => ({ COLOR_BANNER_HOME: '#0e7490' }),
    'GET /api/user/post.json': () => ({ items: [{ id: 5, title: 'Mẹo học toán', slug: 'meo-hoc-toan', published_at: '2026-01-02T03:04:05Z' }] }),
    ...extra,
  });
}

const courseCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/user/course.json').map((c) => c.params);

/** The hero carousel; its background is the one thing of it only the style says. */
const hero = () => screen.getByRole('region', { name: 'Banner trang chủ' });

beforeEach(() => invalidateQueries());

describe('home page', () => {
  it('paints the hero with the slide colour, else COLOR_BANNER_HOME', async () => {
    api({
      'GET /api/user/media.json': (c) =>
        c.params.placement === 1
          ? [{ id: 1, title: 'A', image: '/a.jpg', width: 1200, height: 400, link: '', placement: 1, color: '#e69138', index: 0 }]
          : [],
    });
    renderPage('/', '/', <HomePage />);
    expect(await within(hero()).findByRole('img', { name: 'A' })).toBeInTheDocument();
    // once the courses are in, the settings' colour has come in too: the slide's own colour still wins
    await screen.findAllByRole('article');
    expect(hero().style.background).toBe('rgb(230, 145, 56)');
  });

  it('shows the hero on the home banner colour, categories and the three course sections', async () => {
    const calls = api();
    renderPage('/', '/', <HomePage />);
    const image = await within(hero()).findByRole('img', { name: 'Khai giảng' });
    expect(within(hero()).getByRole('link', { name: 'Khai giảng' })).toHaveAttribute('href', '/khoa-hoc');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'eager');
    await waitFor(() => expect(hero().style.background).toBe('rgb(14, 116, 144)'));
    const categories = await screen.findByRole('navigation', { name: 'Danh mục khóa học' });
    expect(await within(categories).findByRole('link', { name: 'Toán' })).toHaveAttribute('href', '/danh-muc/toan');
    const titles = ['Khóa học nổi bật', 'Khóa học mới', 'Khóa học miễn phí'];
    for (const title of titles) {
      expect(await within(screen.getByRole('region', { name: title })).findByRole('article')).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(titles);
    expect(courseCalls(calls).map((p) => p.section)).toEqual(['featured', 'new', 'free']);
    expect(screen.getAllByRole('link', { name: 'Xem tất cả' }).map((a) => a.getAttribute('href'))).toEqual([
      '/khoa-hoc?section=featured',
      '/khoa-hoc?section=new',
      '/khoa-hoc?section=free',
    ]);
    expect(calls.filter((x) => x.url === '/api/user/media.json').map((x) => x.params.placement)).toEqual([1, 17, 18]);
  });
});

describe('category page', () => {
  it('lists the category’s courses with its sub-categories and title', async () => {
    const calls = api();
    renderPage('/danh-muc/:slug', '/danh-muc/toan?sort=newest', <CategoryPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveAccessibleName('Toán');
    const children = screen.getByRole('navigation', { name: 'Danh mục con của Toán' });
    expect(within(children).getByRole('link', { name: 'Toán 10' })).toHaveAttribute('href', '/danh-muc/toan-10');
    expect(within(await screen.findByRole('list', { name: 'Khóa học Toán' })).getAllByRole('article')).toHaveLength(1);
    // the category comes from the path: the other filters are there, the category one is not
    expect(screen.getByRole('combobox', { name: 'Chủ đề' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Danh mục' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Danh mục')).not.toBeInTheDocument();
    expect(courseCalls(calls)).toEqual([{ category: 'toan', page: 1, page_size: 12, sort: 'newest' }]);
    await waitFor(() => expect(document.title).toBe('Toán | KhoaHoc.vn'));
  });

  it('shows the 404 page for an unknown category, keeping its URL', async () => {
    api();
    renderPage('/danh-muc/:slug', '/danh-muc/khong-co', <CategoryPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveAccessibleName('Không tìm thấy trang');
    expect(location.current).toBe('/danh-muc/khong-co');
  });
});

describe('search page', () => {
  it('searches courses and posts for the slug, in the chosen order', async () => {
    const calls = api();
    renderPage('/tim-kiem/:slug', '/tim-kiem/to%C3%A1n-10?sort=date', <SearchPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Kết quả tìm kiếm “toán 10”');
    expect(within(await screen.findByRole('list', { name: 'Kết quả tìm kiếm' })).getAllByRole('article')).toHaveLength(1);
    const posts = await screen.findByRole('region', { name: 'Bài viết liên quan' });
    expect(within(posts).getByRole('link', { name: 'Mẹo học toán' })).toHaveAttribute('href', '/tin-tuc/meo-hoc-toan');
    expect(courseCalls(calls)).toEqual([{ q: 'toán 10', page: 1, page_size: 12, sort: 'newest' }]);
    expect(calls.find((x) => x.url === '/api/user/post.json')?.params).toMatchObject({ q: 'toán 10', sort: 'date' });
    const sorts = screen.getByRole('navigation', { name: 'Sắp xếp kết quả' });
    expect(
      within(sorts)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Liên quan', 'Tiêu đề', 'Nội dung', 'Ngày đăng']);
    expect(within(sorts).getByRole('link', { current: true })).toHaveAccessibleName('Ngày đăng');
    expect(within(sorts).getByRole('link', { name: 'Tiêu đề' })).toHaveAttribute('href', '/tim-kiem/to%C3%A1n-10?sort=title');
  });
});

describe('teacher page', () => {
  it('shows the teacher from their courses', async () => {
    const calls = api({ 'GET /api/user/course.json': page([makeCourse(), makeCourse()], 2) });
    renderPage('/giang-vien-hidden/:slug', '/giang-vien-hidden/nguyen-van-an', <TeacherPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveAccessibleName('Nguyễn Văn An');
    expect(within(screen.getByRole('list', { name: 'Khóa học của giảng viên' })).getAllByRole('article')).toHaveLength(2);
    expect(courseCalls(calls)[0]).toEqual({ teacher: 'nguyen-van-an', page: 1, page_size: 12 });
    await waitFor(() => expect(document.title).toBe('Giảng viên Nguyễn Văn An | KhoaHoc.vn'));
  });

  it('shows the 404 page for a teacher with no course (no such teacher)', async () => {
    api({ 'GET /api/user/course.json': page([], 0) });
    renderPage('/giang-vien-hidden/:slug', '/giang-vien-hidden/ai-do', <TeacherPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveAccessibleName('Không tìm thấy trang');
    expect(location.current).toBe('/giang-vien-hidden/ai-do');
  });
});
