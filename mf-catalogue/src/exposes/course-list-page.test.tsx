import type { Category } from '@edu/shared';
import { invalidateQueries } from '../lib/use-query';
import { makeCourse } from '../testing/course-factory';
import { installFakeApi, type FakeCall } from '@edu/shared/testing';
import { byText, render, settle } from '@edu/shared/testing';
import { atRoute, location } from '@edu/shared/testing';
import { selectOption } from '../testing/select';
import CourseListPage from './course-list-page';

const categories: Category[] = [
  { id: 1, name: 'Toán', slug: 'toan', parent_id: null, index: 0, icon: null, childs: [] },
  { id: 2, name: 'Ngoại ngữ', slug: 'ngoai-ngu', parent_id: null, index: 1, icon: null, childs: [] },
];

function api(total: number): FakeCall[] {
  return installFakeApi({
    'GET /api/user/category.json': () => categories,
    'GET /api/user/subject.json': () => [
      { id: 1, name: 'Đại số', slug: 'dai-so', category_id: 1 },
      { id: 2, name: 'IELTS', slug: 'ielts', category_id: 2 },
    ],
    'GET /api/user/price_range.json': () => [{ id: 1, label: 'Miễn phí', min: 0, max: 0 }, { id: 2, label: 'Dưới 500.000đ', min: 1, max: 500000 }],
    'GET /api/user/course.json': (call) => ({
      items: total === 0 ? [] : Array.from({ length: 12 }, (_, i) => makeCourse({ id: 1000 + i + 12 * ((call.params.page as number) - 1) })),
      page: call.params.page,
      page_size: 12,
      total,
    }),
  });
}

const courseCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/user/course.json').map((c) => c.params);

beforeEach(() => invalidateQueries());

describe('course list page', () => {
  it('reads filters and page from the URL and asks the API for that page only', async () => {
    const calls = api(40);
    const view = await render(atRoute('/khoa-hoc', '/khoa-hoc?category=toan&page=2&sort=bogus', <CourseListPage />));
    await settle(6);
    expect(courseCalls(calls)).toEqual([{ category: 'toan', page: 2, page_size: 12 }]);
    expect(view.container.querySelectorAll('article')).toHaveLength(12);
    expect(byText(view.container, 'p', 'Tìm thấy 40 khóa học')).not.toBeNull();
    expect(view.container.querySelector('[aria-current="page"][aria-label="Trang 2"]')).not.toBeNull();
    expect(view.container.querySelector('a[aria-label="Trang sau"]')?.getAttribute('href')).toBe('/khoa-hoc?category=toan&page=3');
    expect(document.title).toBe('Khóa học | KhoaHoc.vn');
    await view.unmount();
  });

  it('puts a filter change in the URL and goes back to page 1', async () => {
    const calls = api(40);
    const view = await render(atRoute('/khoa-hoc', '/khoa-hoc?category=toan&page=3', <CourseListPage />));
    await settle(6);
    await selectOption(view.container, 'Sắp xếp', 'price_asc');
    await settle(4);
    expect(location.current).toBe('/khoa-hoc?category=toan&sort=price_asc');
    expect(courseCalls(calls).at(-1)).toEqual({ category: 'toan', page: 1, page_size: 12, sort: 'price_asc' });
    await view.unmount();
  });

  it('offers only the chosen category’s subjects and drops the subject with the category', async () => {
    api(40);
    const view = await render(atRoute('/khoa-hoc', '/khoa-hoc?category=toan&subject=dai-so', <CourseListPage />));
    await settle(6);
    const subjectLabels = () => Array.from(view.container.querySelectorAll('option')).map((o) => o.textContent);
    expect(subjectLabels()).toContain('Đại số');
    expect(subjectLabels()).not.toContain('IELTS');
    await selectOption(view.container, 'Danh mục', 'ngoai-ngu');
    await settle(4);
    expect(location.current).toBe('/khoa-hoc?category=ngoai-ngu');
    await view.unmount();
  });

  it('shows an empty state that suggests what to do', async () => {
    api(0);
    const view = await render(atRoute('/khoa-hoc', '/khoa-hoc?flatform_type=flatform_app', <CourseListPage />));
    await settle(6);
    expect(view.container.textContent).toContain('Không tìm thấy khóa học phù hợp');
    expect(byText(view.container, 'a', 'Xóa bộ lọc')?.getAttribute('href')).toBe('/khoa-hoc');
    await view.unmount();
  });
});
