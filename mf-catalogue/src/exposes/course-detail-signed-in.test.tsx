import { getBus, type BusEvents } from '@edu/shared/core';
import { invalidateQueries } from '../lib/use-query';
import { makeCourseDetail } from '../testing/course-factory';
import { installFakeApi, renderPage, screen, signIn, signOut, waitFor, within, type FakeCall } from '@edu/shared/testing';
import CourseDetailPage from './course-detail-page';

jest.mock('@edu/shared/rich-text/lazy', () => ({ ...jest.requireActual('@edu/shared/rich-text/lazy'), sanitizeCourseHtml: async (h: string) => h }));

let calls: FakeCall[] = [];
let wishlist: number[] = [];

const other = {
  author_id: 31,
  author: 'Trần Thị Bình',
  avatar: null,
  rating: 5,
  body: 'Cô giảng rất dễ hiểu.\nBài tập có lời giải chi tiết.',
  created_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-10-02T08:00:00Z',
  mine: false,
};
let reviewsAnswer = {
  items: [other],
  page: 1,
  page_size: 5,
  total: 1,
  vote_rate: 4,
  vote_count: 10,
  breakdown: { 1: 0, 2: 0, 3: 1, 4: 6, 5: 3 },
  my_review: null as null | object,
};

/** Whether the signed-in learner owns the course (only owners may rate it). */
let owns = false;

beforeEach(async () => {
  owns = false;
  wishlist = [];
  reviewsAnswer = { ...reviewsAnswer, items: [other], total: 1, my_review: null };
  invalidateQueries();
  localStorage.clear();
  calls = installFakeApi({
    'GET /api/user/course/details.json': () => ({ course: makeCourseDetail({ id: 9, vote_rate: 4, vote_count: 10, my_vote: null, entitled: owns }) }),
    'GET /api/user/course.json': () => ({ items: [], page: 1, page_size: 5, total: 0 }),
    'POST /api/user/course/vote.json': () => ({ vote_rate: 4.1, vote_count: 11 }),
    'GET /api/user/course/reviews.json': () => reviewsAnswer,
    'POST /api/user/course/review.json': (c) => {
      const { rating, body } = c.body as { rating: number; body: string };
      reviewsAnswer = {
        ...reviewsAnswer,
        items: [{ ...other, author_id: 7, author: 'Tôi', rating, body, mine: true }, ...reviewsAnswer.items],
        total: 2,
        my_review: { rating, body, hidden: false },
      };
      return { vote_rate: 4.2, vote_count: 11, breakdown: { 1: 0, 2: 0, 3: 1, 4: 6, 5: 4 }, my_review: { rating, body, hidden: false } };
    },
    'POST /api/user/course/review/report.json': () => ({ reported: true }),
    'GET /api/user/wishlist/ids.json': () => ({ course_ids: wishlist }),
    'PATCH /api/user/wishlist.json': (c) => ({
      course_ids: (wishlist = [...new Set([...(c.body as { course_ids: number[] }).course_ids, ...wishlist])]),
    }),
    'DELETE /api/user/wishlist.json': (c) => ({
      course_ids: (wishlist = wishlist.filter((id) => id !== (c.body as { course_id: number }).course_id)),
    }),
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

  it('“Xem thêm nhận xét” appends the next page of reviews, and the button goes when all are shown', async () => {
    const third = { ...other, author_id: 32, author: 'Lê Văn Cường', body: 'Bài giảng có ví dụ thực tế.' };
    reviewsAnswer = { ...reviewsAnswer, total: 2 };
    installFakeApi({
      'GET /api/user/course/details.json': () => ({
        course: makeCourseDetail({ id: 9, vote_rate: 4, vote_count: 10, my_vote: null, entitled: false }),
      }),
      'GET /api/user/course.json': () => ({ items: [], page: 1, page_size: 5, total: 0 }),
      'GET /api/user/wishlist/ids.json': () => ({ course_ids: [] }),
      'GET /api/user/course/reviews.json': (c) => (c.params.page === 2 ? { ...reviewsAnswer, items: [third], page: 2 } : reviewsAnswer),
    });
    const { user } = open();
    const votes = await screen.findByRole('region', { name: 'Đánh giá' });
    await user.click(await within(votes).findByRole('button', { name: 'Xem thêm nhận xét' }));
    expect(await within(votes).findByRole('article', { name: 'Nhận xét của Lê Văn Cường' })).toHaveTextContent('Bài giảng có ví dụ thực tế.');
    expect(within(votes).getByRole('article', { name: 'Nhận xét của Trần Thị Bình' })).toBeInTheDocument();
    expect(within(votes).queryByRole('button', { name: 'Xem thêm nhận xét' })).not.toBeInTheDocument();
  });

  it('shows the stars breakdown and other learners’ reviews as text, and lets a learner report one', async () => {
    const { user } = open();
    const votes = await screen.findByRole('region', { name: 'Đánh giá' });
    const breakdown = await within(votes).findByRole('list', { name: 'Phân bố đánh giá' });
    expect(within(breakdown).getByRole('progressbar', { name: '4 sao: 6 lượt' })).toHaveAttribute('aria-valuenow', '60');
    const review = within(votes).getByRole('article', { name: 'Nhận xét của Trần Thị Bình' });
    expect(review).toHaveTextContent('Cô giảng rất dễ hiểu.');
    expect(within(review).getByRole('img', { name: 'Đánh giá 5/5' })).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Báo cáo nhận xét của Trần Thị Bình' }));
    await waitFor(() => expect(within(review).getByText('Đã báo cáo')).toBeInTheDocument());
    expect(calls.find((c) => c.url === '/api/user/course/review/report.json')?.body).toEqual({ course_id: 9, author_id: 31 });
    // a learner who does not own the course has no review form
    expect(within(votes).queryByRole('textbox', { name: 'Nhận xét của bạn' })).not.toBeInTheDocument();
  });

  it('an owner writes a review: stars first, then the text; too short is said under the field, and the new average shows', async () => {
    owns = true;
    const { user } = open();
    const votes = await screen.findByRole('region', { name: 'Đánh giá' });
    const text = await within(votes).findByRole('textbox', { name: 'Nhận xét của bạn' });
    await user.type(text, 'Khóa học rất bổ ích cho kỳ thi.');
    await user.click(within(votes).getByRole('button', { name: 'Gửi nhận xét' }));
    expect(text).toHaveAccessibleDescription(/Hãy chấm sao cho khóa học trước/);
    expect(calls.some((c) => c.url === '/api/user/course/review.json')).toBe(false);

    await user.click(within(votes).getByRole('radio', { name: '4 sao' }));
    await user.clear(text);
    await user.type(text, 'Hay');
    await user.click(within(votes).getByRole('button', { name: 'Gửi nhận xét' }));
    expect(text).toHaveAccessibleDescription(/ít nhất 10 ký tự/);

    await user.type(text, ' lắm, giảng viên nhiệt tình.');
    await user.click(within(votes).getByRole('button', { name: 'Gửi nhận xét' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/user/course/review.json')?.body).toEqual({
        course_id: 9,
        rating: 4,
        body: 'Hay lắm, giảng viên nhiệt tình.',
      }),
    );
    expect(await within(votes).findByRole('article', { name: 'Nhận xét của Tôi' })).toHaveTextContent('Hay lắm, giảng viên nhiệt tình.');
    expect(within(votes).getByRole('img', { name: 'Đánh giá 4.2/5 từ 11 lượt' })).toBeInTheDocument();
    expect(within(votes).getByRole('button', { name: 'Cập nhật nhận xét' })).toBeInTheDocument();
    // one's own review cannot be reported
    expect(within(votes).queryByRole('button', { name: 'Báo cáo nhận xét của Tôi' })).not.toBeInTheDocument();
  });

  it('signed in, a guest wishlist kept on this browser is merged into the account once, and the heart says so', async () => {
    localStorage.setItem('edu.wishlist', JSON.stringify([9, 31]));
    open();
    const heart = await within(await screen.findByRole('complementary', { name: 'Đăng ký khóa học' })).findByRole('button', { name: 'Yêu thích' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.filter((c) => c.method === 'PATCH' && c.url === '/api/user/wishlist.json').map((c) => c.body)).toEqual([{ course_ids: [9, 31] }]);
    expect(localStorage.getItem('edu.wishlist')).toBeNull();
  });
});
