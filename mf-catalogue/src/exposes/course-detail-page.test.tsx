import { getBus, type BusEvents } from '@edu/shared';
import { invalidateQueries } from '../lib/use-query';
import { makeCourse, makeCourseDetail } from '../testing/course-factory';
import { installFakeApi, fail } from '@edu/shared/testing';
import { byText, click, render, settle } from '@edu/shared/testing';
import { atRoute, location } from '@edu/shared/testing';
import CourseDetailPage from './course-detail-page';

// sanitize-html's ESM dependencies do not load under jest's jsdom conditions; the sanitiser has its
// own tests in shared. Here we check the page never renders the description without it.
const sanitizeCourseHtml = jest.fn(async (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''));
jest.mock('@edu/shared/rich-text/lazy', () => ({
  ...jest.requireActual('@edu/shared/rich-text/lazy'),
  sanitizeCourseHtml: (html: string) => sanitizeCourseHtml(html),
}));

function listen<K extends keyof BusEvents>(type: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  getBus().on(type, (p) => seen.push(p));
  return seen;
}

async function openCourse(course: ReturnType<typeof makeCourseDetail> | null, slug = 'toan-10-T9', status = 404) {
  const calls = installFakeApi({
    'GET /api/user/course/details.json': () => (course ? { course } : fail(status, 'Không tìm thấy khóa học')),
    'GET /api/user/course.json': () => ({ items: [makeCourse({ id: 9 }), makeCourse({ id: 31, name: 'Hóa 10' })], page: 1, page_size: 5, total: 2 }),
    'GET /api/user/cart.json': () => ({ items: [], count: 0 }),
    'PATCH /api/user/cart.json': (call) => ({ items: [{ course: { id: (call.body as { course_id: number }).course_id } }], count: 1 }),
  });
  const view = await render(atRoute('/khoa-hoc/:courseSlug', `/khoa-hoc/${slug}`, <CourseDetailPage />));
  await settle(6);
  return { view, calls };
}

beforeEach(() => {
  invalidateQueries();
  localStorage.clear();
});

describe('course detail page', () => {
  it('shows a paid course with its price, packages, outline, teacher link and meta', async () => {
    const course = makeCourseDetail({
      id: 9, alias: 'toan-10', alias_code: 'T9', name: 'Toán 10', pods: [{ id: 1, cycle: 3, price: 99000 }],
      description: '<p>Giới thiệu <strong>khóa học</strong></p><script>alert(1)</script>',
    });
    const { view, calls } = await openCourse(course);
    const c = view.container;
    expect(c.querySelector('h1')?.textContent).toBe('Toán 10');
    expect(calls[0]?.params).toEqual({ alias: 'toan-10-T9' });
    expect(c.querySelector('.ui-price--lg .ui-price-now')?.textContent).toBe('499.000đ');
    expect(c.querySelector('.ui-price--lg s')?.textContent).toContain('800.000đ');
    expect(c.querySelector('.cat-packages')?.textContent).toContain('Gói Tháng99.000đ/tháng');
    expect(byText(c, 'a', 'Nguyễn Văn An')?.getAttribute('href')).toBe('/giang-vien-hidden/nguyen-van-an');
    expect(byText(c, 'a', 'Học thử')?.getAttribute('href')).toBe('/vao-hoc/toan-10-T9?lesson=1');
    expect(sanitizeCourseHtml).toHaveBeenCalledWith(course.description);
    expect(c.querySelector('.cat-richtext')?.innerHTML).toBe('<p>Giới thiệu <strong>khóa học</strong></p>');
    expect(byText(c, '.ui-breadcrumb a', 'Vật lý')?.getAttribute('href')).toBe('/danh-muc/vat-ly');
    expect(document.title).toBe('Tiêu đề SEO | KhoaHoc.vn');
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('toán, lớp 10');
    await view.unmount();
  });

  it('shows related courses without the current one', async () => {
    const { view, calls } = await openCourse(makeCourseDetail({ id: 9, category_id: 3 }));
    const related = view.container.querySelector('.cat-related');
    expect(related?.querySelector('h2')?.textContent).toBe('Khóa học liên quan');
    expect(related?.textContent).toContain('Hóa 10');
    expect(related?.querySelectorAll('article')).toHaveLength(1);
    expect(calls.find((x) => x.url === '/api/user/course.json')?.params).toMatchObject({ category: 'vat-ly' });
    await view.unmount();
  });

  it('lists the courses of a course group', async () => {
    const children = [makeCourse({ id: 41, name: 'Toán 10 – Đại số' }), makeCourse({ id: 42, name: 'Toán 10 – Hình học' })];
    const { view } = await openCourse(makeCourseDetail({ id: 40, type: 'combo', total_child: 2, children }));
    const section = view.container.querySelector('[aria-labelledby="cat-children-title"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Các khóa học trong gói (2 khóa học)');
    expect(section?.querySelectorAll('article')).toHaveLength(2);
    expect(view.container.querySelector('.cat-chip')?.textContent).toBe('2 khóa học');
    await view.unmount();
  });

  it('adds a paid course to a guest cart and announces it', async () => {
    const carts = listen('cart:changed');
    const toasts = listen('toast:show');
    const { view, calls } = await openCourse(makeCourseDetail({ id: 9 }));
    await click(byText(view.container, 'button', 'Thêm vào giỏ hàng'));
    await settle();
    expect(carts.at(-1)).toEqual({ v: 1, count: 1 });
    expect(toasts.at(-1)?.msg).toBe('Đã thêm khóa học vào giỏ hàng');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ course_id: 9 });
    expect(patch?.guestToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await view.unmount();
  });

  it('does not sell a combo-only course on its own', async () => {
    const { view } = await openCourse(makeCourseDetail({ id: 23, type: 'no_retail', total_child: 0 }));
    expect(byText(view.container, 'button', 'Thêm vào giỏ hàng')).toBeNull();
    expect(byText(view.container, 'button', 'Mua ngay')).toBeNull();
    expect(view.container.querySelector('.cat-actions')?.textContent).toBe('Khóa học này chỉ được bán trong combo.');
    expect(view.container.querySelector('.cat-chip')?.textContent).not.toBe('0 khóa học');
    await view.unmount();
  });

  it('sends "Mua ngay" to checkout with the course id', async () => {
    const { view } = await openCourse(makeCourseDetail({ id: 9 }));
    await click(byText(view.container, 'button', 'Mua ngay'));
    expect(location.current).toBe('/gio-hang/thanh-toan?course_ids=9');
    await view.unmount();
  });

  it('opens the free-course enrolment modal for a free course', async () => {
    const modals = listen('modal:open');
    const { view } = await openCourse(makeCourseDetail({ id: 12, price: 0, price_new: 0 }));
    expect(view.container.querySelector('.ui-price--lg')?.textContent).toBe('Miễn phí');
    expect(byText(view.container, 'button', 'Thêm vào giỏ hàng')).toBeNull();
    await click(byText(view.container, 'button', 'Đăng ký học miễn phí'));
    expect(modals.at(-1)?.modal).toBe('free-course');
    expect((modals.at(-1)?.props as { course: { id: number; alias: string } }).course).toMatchObject({ id: 12 });
    await view.unmount();
  });

  it('offers "Vào học ngay" to an entitled learner', async () => {
    const { view } = await openCourse(makeCourseDetail({ id: 9, alias: 'toan-10', alias_code: 'T9', entitled: true }));
    expect(byText(view.container, 'a', 'Vào học ngay')?.getAttribute('href')).toBe('/vao-hoc/toan-10-T9');
    expect(byText(view.container, 'button', 'Mua ngay')).toBeNull();
    await view.unmount();
  });

  it('offers a retry, not a 404, when the API is down', async () => {
    const { view } = await openCourse(null, 'toan-10-T9', 503);
    expect(location.current).toBe('/khoa-hoc/toan-10-T9');
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('Thử lại');
    await view.unmount();
  });

  it('asks a guest to sign in before voting', async () => {
    const { view } = await openCourse(makeCourseDetail({ id: 9 }));
    expect(byText(view.container, 'a', 'Đăng nhập')?.getAttribute('href')).toBe('/dang-nhap?redirect=%2Fkhoa-hoc%2Ftoan-10-T9');
    expect(view.container.querySelector('[role="radiogroup"]')).toBeNull();
    await view.unmount();
  });

  it.each([
    ['khong-ton-tai-X1', 404],
    ['khongcoma', 404],
    ['a-b', 400],
  ])('shows the 404 page for an unknown course %p (API %p), keeping its URL', async (slug, status) => {
    const { view } = await openCourse(null, slug, status);
    expect(location.current).toBe(`/khoa-hoc/${slug}`);
    expect(view.container.querySelector('h1')?.textContent).toBe('Không tìm thấy trang');
    await view.unmount();
  });
});
