import type { Category } from '@edu/shared/core';
import { invalidateQueries } from '../lib/use-query';
import { makeCourse } from '../testing/course-factory';
import { installFakeApi, location, renderPage, screen, waitFor, within, type FakeCall } from '@edu/shared/testing';
import CourseListPage from './course-list-page';

const categories: Category[] = [
  { id: 1, name: 'Toán', slug: 'toan', parent_id: null, index: 0, icon: null, childs: [] },
  { id: 2, name: 'Ngoại ngữ', slug: 'ngoai-ngu', parent_id: null, index: 1, icon: null, childs: [] },
];

function api(total: number, totalExact = true): FakeCall[] {
  return installFakeApi({
    'GET /api/user/category.json': () => categories,
    'GET /api/user/subject.json': () => [
      { id: 1, name: 'Đại số', slug: 'dai-so', category_id: 1 },
      { id: 2, name: 'IELTS', slug: 'ielts', category_id: 2 },
    ],
    'GET /api/user/price_range.json': () => [
      { id: 1, label: 'Miễn phí', min: 0, max: 0 },
      { id: 2, label: 'Dưới 500.000đ', min: 1, max: 500000 },
    ],
    'GET /api/user/course.json': (call) => ({
      items: total === 0 ? [] : Array.from({ length: 12 }, (_, i) => makeCourse({ id: 1000 + i + 12 * ((call.params.page as number) - 1) })),
      page: call.params.page,
      page_size: 12,
      total,
      total_exact: totalExact,
    }),
  });
}

const courseCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/user/course.json').map((c) => c.params);

const open = (url: string) => renderPage('/khoa-hoc', url, <CourseListPage />);
/** The page of courses, once course.json answered (the skeleton list is 'Đang tải khóa học'). */
const results = () => screen.findByRole('list', { name: 'Danh sách khóa học' });

beforeEach(() => invalidateQueries());

describe('course list page', () => {
  it('reads filters and page from the URL and asks the API for that page only', async () => {
    const calls = api(40);
    open('/khoa-hoc?category=toan&page=2&sort=bogus');
    expect(within(await results()).getAllByRole('article')).toHaveLength(12);
    expect(courseCalls(calls)).toEqual([{ category: 'toan', page: 2, page_size: 12 }]);
    expect(screen.getByText('Tìm thấy 40 khóa học')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(within(pages).getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Trang sau' })).toHaveAttribute('href', '/khoa-hoc?category=toan&page=3');
    expect(document.title).toBe('Khóa học | KhoaHoc.vn');
  });

  it('says "more than" when the list is longer than the API counts (1,000 matches)', async () => {
    api(1000, false);
    open('/khoa-hoc?q=ti%E1%BA%BFng');
    await results();
    expect(screen.getByText('Tìm thấy hơn 1000 khóa học')).toBeInTheDocument();
  });

  it('puts a filter change in the URL and goes back to page 1', async () => {
    const calls = api(40);
    const { user } = open('/khoa-hoc?category=toan&page=3');
    await results();
    const sort = screen.getByRole('combobox', { name: 'Sắp xếp' });
    await user.selectOptions(sort, 'Giá thấp đến cao');
    expect(sort).toHaveValue('price_asc');
    await waitFor(() => expect(location.current).toBe('/khoa-hoc?category=toan&sort=price_asc'));
    await waitFor(() => expect(courseCalls(calls).at(-1)).toEqual({ category: 'toan', page: 1, page_size: 12, sort: 'price_asc' }));
  });

  it('offers only the chosen category’s subjects and drops the subject with the category', async () => {
    api(40);
    const { user } = open('/khoa-hoc?category=toan&subject=dai-so');
    const subject = screen.getByRole('combobox', { name: 'Chủ đề' });
    expect(await within(subject).findByRole('option', { name: 'Đại số' })).toBeInTheDocument();
    expect(subject).toHaveDisplayValue('Đại số');
    expect(screen.queryByRole('option', { name: 'IELTS' })).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Danh mục' }), 'Ngoại ngữ');
    await waitFor(() => expect(location.current).toBe('/khoa-hoc?category=ngoai-ngu'));
    expect(await within(subject).findByRole('option', { name: 'IELTS' })).toBeInTheDocument();
    expect(within(subject).queryByRole('option', { name: 'Đại số' })).not.toBeInTheDocument();
  });

  it('shows an empty state that suggests what to do', async () => {
    api(0);
    open('/khoa-hoc?flatform_type=flatform_app');
    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent('Không tìm thấy khóa học phù hợp');
    expect(within(empty).getByRole('link', { name: 'Xóa bộ lọc' })).toHaveAttribute('href', '/khoa-hoc');
  });
});
