import { getBus, type BusEvents } from '@edu/shared';
import { invalidateQueries } from '../lib/use-query';
import { makeCourseDetail } from '../testing/course-factory';
import { installFakeApi, renderPage, screen, signIn, signOut, waitFor, within, type FakeCall } from '@edu/shared/testing';
import CourseDetailPage from './course-detail-page';

jest.mock('@edu/shared/rich-text/lazy', () => ({ ...jest.requireActual('@edu/shared/rich-text/lazy'), sanitizeCourseHtml: async (h: string) => h }));

let calls: FakeCall[] = [];

/** Whether the signed-in learner owns the course (only owners may rate it). */
let owns = false;

beforeEach(async () => {
  owns = false;
  invalidateQueries();
  localStorage.clear();
  calls = installFakeApi({
    'GET /api/user/course/details.json': () => ({ course: makeCourseDetail({ id: 9, vote_rate: 4, vote_count: 10, my_vote: null, entitled: owns }) }),
    'GET /api/user/course.json': () => ({ items: [], page: 1, page_size: 5, total: 0 }),
    'POST /api/user/course/vote.json': () => ({ vote_rate: 4.1, vote_count: 11 }),
    'GET /api/user/cart.json': () => ({ items: [{ course: { id: 3 } }], count: 1 }),
    'PATCH /api/user/cart.json': () => ({ items: [{ course: { id: 3 } }, { course: { id: 9 } }], count: 2 }),
  });
  await signIn();
});

afterEach(signOut);

const open = () => renderPage('/khoa-hoc/:courseSlug', '/khoa-hoc/toan-10-T9', <CourseDetailPage />);

describe('course detail page, signed in', () => {
  it('tells a learner who does not own the course that only its learners rate it', async () => {
    open();
    const votes = await screen.findByRole('region', { name: 'Đánh giá' });
    expect(within(votes).getByText('Chỉ học viên của khóa học mới đánh giá được.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('sends the bearer token and lets a learner who owns the course vote', async () => {
    owns = true;
    const toasts: BusEvents['toast:show'][] = [];
    getBus().on('toast:show', (t) => toasts.push(t));
    const { user } = open();
    const stars = await screen.findByRole('radiogroup', { name: 'Chấm điểm khóa học' });
    const four = within(stars).getByRole('radio', { name: '4 sao' });
    expect(four).not.toBeChecked();
    await user.click(four);
    await waitFor(() => expect(four).toBeChecked());
    const vote = calls.find((c) => c.url === '/api/user/course/vote.json');
    expect(vote?.body).toEqual({ course_id: 9, rate: 4 });
    expect(vote?.authorization).toMatch(/^Bearer ey/);
    expect(within(stars).getByText('Bạn đã chấm 4 sao')).toBeInTheDocument();
    const votes = screen.getByRole('region', { name: 'Đánh giá' });
    expect(within(votes).getByText('4.1')).toBeInTheDocument();
    expect(within(votes).getByRole('img', { name: 'Đánh giá 4.1/5 từ 11 lượt' })).toBeInTheDocument();
    expect(toasts.at(-1)?.msg).toBe('Cảm ơn bạn đã đánh giá khóa học');
  });

  it('adds to the server cart and announces the new count', async () => {
    const carts: BusEvents['cart:changed'][] = [];
    getBus().on('cart:changed', (e) => carts.push(e));
    const { user } = open();
    const add = await screen.findByRole('button', { name: 'Thêm vào giỏ hàng' });
    await user.click(add);
    await waitFor(() => expect(carts.at(-1)).toEqual({ v: 1, count: 2 }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ course_id: 9, pod_id: null });
    await waitFor(() => expect(add).toBeEnabled());
    expect(calls.filter((c) => c.url === '/api/user/cart.json').every((c) => c.guestToken === null && c.authorization)).toBe(true);
  });
});
