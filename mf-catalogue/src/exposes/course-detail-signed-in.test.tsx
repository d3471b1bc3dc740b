import { getBus, type BusEvents } from '@edu/shared';
import { invalidateQueries } from '../lib/use-query';
import { makeCourseDetail } from '../testing/course-factory';
import { installFakeApi, type FakeCall } from '@edu/shared/testing';
import { byText, click, render, settle } from '@edu/shared/testing';
import { atRoute } from '@edu/shared/testing';
import { signIn, signOut } from '@edu/shared/testing';
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

describe('course detail page, signed in', () => {
  it('tells a learner who does not own the course that only its learners rate it', async () => {
    const view = await render(atRoute('/khoa-hoc/:courseSlug', '/khoa-hoc/toan-10-T9', <CourseDetailPage />));
    await settle(6);
    expect(view.container.querySelector('[role="radiogroup"]')).toBeNull();
    expect(view.container.textContent).toContain('Chỉ học viên của khóa học mới đánh giá được.');
    await view.unmount();
  });

  it('sends the bearer token and lets a learner who owns the course vote', async () => {
    owns = true;
    const toasts: BusEvents['toast:show'][] = [];
    getBus().on('toast:show', (t) => toasts.push(t));
    const view = await render(atRoute('/khoa-hoc/:courseSlug', '/khoa-hoc/toan-10-T9', <CourseDetailPage />));
    await settle(6);
    await click(view.container.querySelector<HTMLElement>('[role="radio"][aria-label="4 sao"]'));
    await settle();
    const vote = calls.find((c) => c.url === '/api/user/course/vote.json');
    expect(vote?.body).toEqual({ course_id: 9, rate: 4 });
    expect(vote?.authorization).toMatch(/^Bearer ey/);
    expect(view.container.querySelector('[aria-label="4 sao"]')?.getAttribute('aria-checked')).toBe('true');
    expect(view.container.querySelector('.cat-vote-summary strong')?.textContent).toBe('4.1');
    expect(toasts.at(-1)?.msg).toBe('Cảm ơn bạn đã đánh giá khóa học');
    await view.unmount();
  });

  it('adds to the server cart and announces the new count', async () => {
    const carts: BusEvents['cart:changed'][] = [];
    getBus().on('cart:changed', (e) => carts.push(e));
    const view = await render(atRoute('/khoa-hoc/:courseSlug', '/khoa-hoc/toan-10-T9', <CourseDetailPage />));
    await settle(6);
    await click(byText(view.container, 'button', 'Thêm vào giỏ hàng'));
    await settle();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ course_id: 9 });
    expect(carts.at(-1)).toEqual({ v: 1, count: 2 });
    expect(calls.filter((c) => c.url === '/api/user/cart.json').every((c) => c.guestToken === null && c.authorization)).toBe(true);
    await view.unmount();
  });
});
