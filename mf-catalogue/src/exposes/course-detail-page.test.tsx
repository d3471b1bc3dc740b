import { getBus, type BusEvents } from '@edu/shared/core';
import { invalidateQueries } from '../lib/use-query';
import { makeCourse, makeCourseDetail } from '../testing/course-factory';
import { fail, installFakeApi, location, renderPage, screen, waitFor, within } from '@edu/shared/testing';
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

function openCourse(course: ReturnType<typeof makeCourseDetail> | null, slug = 'toan-10-T9', status = 404) {
  const calls = installFakeApi({
    'GET /api/user/course/details.json': () => (course ? { course } : fail(status, 'Không tìm thấy khóa học')),
    'GET /api/user/course.json': () => ({ items: [makeCourse({ id: 9 }), makeCourse({ id: 31, name: 'Hóa 10' })], page: 1, page_size: 5, total: 2 }),
    'GET /api/user/cart.json': () => ({ items: [], count: 0 }),
    'PATCH /api/user/cart.json': (call) => ({ items: [{ course: { id: (call.body as { course_id: number }).course_id } }], count: 1 }),
  });
  return { calls, ...renderPage('/khoa-hoc/:courseSlug', `/khoa-hoc/${slug}`, <CourseDetailPage />) };
}

/** The course's own heading, once details.json answered (the skeleton has none). */
const courseTitle = () => screen.findByRole('heading', { level: 1 });
/** The buy box: price, actions, packages. */
const buyBox = () => screen.getByRole('complementary', { name: 'Đăng ký khóa học' });

beforeEach(() => {
  invalidateQueries();
  localStorage.clear();
});

describe('course detail page', () => {
  it('shows a paid course with its price, packages, outline, teacher link and meta', async () => {
    const course = makeCourseDetail({
      id: 9,
      alias: 'toan-10',
      alias_code: 'T9',
      name: 'Toán 10',
      pods: [{ id: 1, cycle: 3, price: 99000 }],
      description: '<p>Giới thiệu <strong>khóa học</strong></p><script>alert(1)</script>',
    });
    const { calls } = openCourse(course);
    expect(await courseTitle()).toHaveAccessibleName('Toán 10');
    expect(calls[0]?.params).toEqual({ alias: 'toan-10-T9' });

    const box = buyBox();
    expect(within(box).getByText('499.000đ', { selector: '.ui-price-now' })).toBeInTheDocument(); // the price shown (the @edu/ui Price)
    // the list price, struck through and named for screen readers
    expect(within(box).getByText('800.000đ')).toHaveTextContent('Giá gốc 800.000đ');
    const packages = within(box).getByRole('group', { name: 'Chọn gói học' });
    expect(within(packages).getByRole('radio', { name: 'Trọn khóa học 499.000đ' })).toBeChecked();
    expect(within(packages).getByRole('radio', { name: 'Gói Tháng 99.000đ/tháng' })).not.toBeChecked();

    expect(screen.getAllByRole('link', { name: 'Nguyễn Văn An' })[0]).toHaveAttribute('href', '/giang-vien-hidden/nguyen-van-an');
    const teacher = screen.getByRole('region', { name: 'Giảng viên' });
    expect(within(teacher).getByRole('link', { name: 'Nguyễn Văn An' })).toHaveAttribute('href', '/giang-vien-hidden/nguyen-van-an');
    expect(teacher).toHaveTextContent('10 năm dạy Toán THPT.');
    const outline = screen.getByRole('region', { name: 'Nội dung khóa học' });
    expect(within(outline).getAllByRole('link', { name: /^Học thử/ })).toHaveLength(1);
    expect(within(outline).getByRole('link', { name: 'Học thử: Bài 1: Mở đầu' })).toHaveAttribute('href', '/vao-hoc/toan-10-T9?lesson=1');

    const description = screen.getByRole('region', { name: 'Mô tả khóa học' });
    const intro = await within(description).findByText(/Giới thiệu/);
    expect(sanitizeCourseHtml).toHaveBeenCalledWith(course.description);
    // the whole rendered description (the rich-text box has no role): the sanitised HTML and nothing else
    expect(intro.parentElement?.innerHTML).toBe('<p>Giới thiệu <strong>khóa học</strong></p>');

    const crumbs = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(crumbs).getByRole('link', { name: 'Vật lý' })).toHaveAttribute('href', '/danh-muc/vat-ly');
    await waitFor(() => expect(document.title).toBe('Tiêu đề SEO | KhoaHoc.vn'));
    // a <meta> in the head has no role or label: read it by its name
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'toán, lớp 10');
  });

  it('shows related courses without the current one', async () => {
    const { calls } = openCourse(makeCourseDetail({ id: 9, category_id: 3 }));
    const related = await screen.findByRole('region', { name: 'Khóa học liên quan' });
    expect(within(related).getByRole('heading', { level: 2 })).toHaveAccessibleName('Khóa học liên quan');
    expect(await within(related).findByRole('article', { name: 'Hóa 10' })).toBeInTheDocument();
    expect(within(related).getByRole('link', { name: 'Hóa 10' })).toBeInTheDocument();
    expect(within(related).getAllByRole('article')).toHaveLength(1);
    expect(within(related).queryByRole('article', { name: 'Khóa học 9' })).not.toBeInTheDocument();
    expect(calls.find((x) => x.url === '/api/user/course.json')?.params).toMatchObject({ category: 'vat-ly' });
  });

  it('lists the courses of a course group', async () => {
    const children = [makeCourse({ id: 41, name: 'Toán 10 – Đại số' }), makeCourse({ id: 42, name: 'Toán 10 – Hình học' })];
    openCourse(makeCourseDetail({ id: 40, type: 'combo', total_child: 2, children }));
    const section = await screen.findByRole('region', { name: 'Các khóa học trong gói (2 khóa học)' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveAccessibleName('Các khóa học trong gói (2 khóa học)');
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Toán 10 – Đại số' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Toán 10 – Hình học' })).toBeInTheDocument();
    // the chip above the title
    expect(screen.getByText('2 khóa học')).toBeInTheDocument();
  });

  it('buys the package the learner chose: into the cart with its pod, and Mua ngay carries it to checkout', async () => {
    const { user, calls } = openCourse(makeCourseDetail({ id: 9, alias: 'toan-10', alias_code: 'T9', pods: [{ id: 4, cycle: 3, price: 99000 }] }));
    await user.click(await screen.findByRole('radio', { name: 'Gói Tháng 99.000đ/tháng' }));
    await user.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ course_id: 9, pod_id: 4 }));
    await user.click(screen.getByRole('button', { name: 'Mua ngay' }));
    expect(location.current).toBe('/gio-hang/thanh-toan?course_ids=9&pod_ids=9:4');
  });

  it('adds a paid course to a guest cart and announces it', async () => {
    const carts = listen('cart:changed');
    const toasts = listen('toast:show');
    const { user, calls } = openCourse(makeCourseDetail({ id: 9 }));
    const add = await screen.findByRole('button', { name: 'Thêm vào giỏ hàng' });
    await user.click(add);
    await waitFor(() => expect(toasts.at(-1)?.msg).toBe('Đã thêm khóa học vào giỏ hàng'));
    expect(carts.at(-1)).toEqual({ v: 1, count: 1 });
    await waitFor(() => expect(add).toBeEnabled());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ course_id: 9, pod_id: null });
    expect(patch?.guestToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('a guest keeps a course on this browser’s wishlist (♥ Yêu thích, pressed), and can take it off again', async () => {
    const { user } = openCourse(makeCourseDetail({ id: 9 }));
    const heart = await within(await screen.findByRole('complementary', { name: 'Đăng ký khóa học' })).findByRole('button', { name: 'Yêu thích' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('edu.wishlist') ?? '[]')).toEqual([9]);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('edu.wishlist')).toBeNull();
  });

  it('does not sell a combo-only course on its own', async () => {
    openCourse(makeCourseDetail({ id: 23, type: 'no_retail', total_child: 0 }));
    await courseTitle();
    expect(screen.queryByRole('button', { name: 'Thêm vào giỏ hàng' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mua ngay' })).not.toBeInTheDocument();
    const box = buyBox();
    expect(within(box).getByText('Khóa học này chỉ được bán trong combo.')).toBeInTheDocument();
    // the message is the only action: no button or link to buy, enrol or learn
    expect(within(box).queryByRole('button')).not.toBeInTheDocument();
    expect(within(box).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/(^|\s)0 khóa học/)).not.toBeInTheDocument();
  });

  it('sends "Mua ngay" to checkout with the course id', async () => {
    const { user } = openCourse(makeCourseDetail({ id: 9 }));
    await user.click(await screen.findByRole('button', { name: 'Mua ngay' }));
    expect(location.current).toBe('/gio-hang/thanh-toan?course_ids=9');
  });

  it('opens the free-course enrolment modal for a free course', async () => {
    const modals = listen('modal:open');
    const { user } = openCourse(makeCourseDetail({ id: 12, price: 0, price_new: 0 }));
    await courseTitle();
    const box = buyBox();
    expect(within(box).getByText('Miễn phí')).toBeInTheDocument();
    expect(within(box).queryByText(/Giá gốc/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm vào giỏ hàng' })).not.toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Đăng ký học miễn phí' }));
    expect(modals.at(-1)?.modal).toBe('free-course');
    expect((modals.at(-1)?.props as { course: { id: number; alias: string } }).course).toMatchObject({ id: 12 });
  });

  it('offers "Vào học ngay" to an entitled learner', async () => {
    openCourse(makeCourseDetail({ id: 9, alias: 'toan-10', alias_code: 'T9', entitled: true }));
    expect(await screen.findByRole('link', { name: 'Vào học ngay' })).toHaveAttribute('href', '/vao-hoc/toan-10-T9');
    expect(screen.queryByRole('button', { name: 'Mua ngay' })).not.toBeInTheDocument();
  });

  it('offers a retry, not a 404, when the API is down', async () => {
    openCourse(null, 'toan-10-T9', 503);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được thông tin khóa học.');
    expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Không tìm thấy trang' })).not.toBeInTheDocument();
    expect(location.current).toBe('/khoa-hoc/toan-10-T9');
  });

  it('asks a guest to sign in before voting', async () => {
    openCourse(makeCourseDetail({ id: 9 }));
    const votes = await screen.findByRole('region', { name: 'Đánh giá' });
    expect(within(votes).getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/dang-nhap?redirect=%2Fkhoa-hoc%2Ftoan-10-T9');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it.each([
    ['khong-ton-tai-X1', 404],
    ['khongcoma', 404],
    ['a-b', 400],
  ])('shows the 404 page for an unknown course %p (API %p), keeping its URL', async (slug, status) => {
    openCourse(null, slug, status);
    expect(await courseTitle()).toHaveAccessibleName('Không tìm thấy trang');
    expect(location.current).toBe(`/khoa-hoc/${slug}`);
  });
});
