import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { registerUser } from '../../helpers/users';
import { parseFlash } from '@edu/shared/platform';

/**
 * The HTML forms a page posts before its app has started (docs/decisions/2026-11-27-actions-before-the-app.md):
 * a 303 back with a flash message, the same guest cart as the app's, server prices, and nothing done for a
 * post that does not come from the site.
 */
let t: TestApp;
let call: Call;
const SITE = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp('html-forms');
  call = client(t.app);
});
afterAll(() => t?.close());

type Form = Record<string, string>;

async function post(url: string, form: Form, opts: { origin?: string | null; cookies?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (opts.origin !== null) headers.origin = opts.origin ?? SITE;
  const res = await t.app.inject({ method: 'POST', url, headers, payload: new URLSearchParams(form).toString(), cookies: opts.cookies });
  const cookie = (name: string) => res.cookies.find((c) => c.name === name);
  return { res, cookie, flash: parseFlash(cookie('flash')?.value) };
}

describe('the add-to-cart form', () => {
  it('a guest gets a guest-cart cookie, a 303 back and a flash with the count; the app’s API sees the same cart', async () => {
    const first = await post('/api/form/cart', { course_id: '2', back: '/khoa-hoc/x-1?tab=2' });
    expect(first.res.statusCode).toBe(303);
    expect(first.res.headers.location).toBe('/khoa-hoc/x-1?tab=2');
    const guest = first.cookie('edu_guest');
    expect(guest).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(first.cookie('flash')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(first.flash).toEqual({ m: 'Đã thêm khóa học vào giỏ hàng', k: 'success', c: 1 });

    const cart = await call('GET', '/api/user/cart.json', undefined, { headers: { 'x-guest-token': guest!.value } });
    expect(cart.body.data.items.map((i: { course: { id: number } }) => i.course.id)).toEqual([2]);
    // prices are the server's: a price in the form is not a field it reads
    expect(cart.body.data.subtotal).toBeGreaterThan(0);

    const again = await post('/api/form/cart', { course_id: '2', price: '1' }, { cookies: { edu_guest: guest!.value } });
    expect(again.flash).toEqual({ m: 'Khóa học đã có trong giỏ hàng', k: 'info', c: 1 });
    expect(again.cookie('edu_guest')).toBeUndefined();
    expect(again.res.headers.location).toBe('/');
  });

  it('signed in (the userStore cookie the app keeps), it is the user’s cart', async () => {
    const u = await registerUser(call);
    const userStore = JSON.stringify({ userInfo: { token: u.token } });
    const r = await post('/api/form/cart', { course_id: '3', back: '/gio-hang' }, { cookies: { userStore } });
    expect(r.flash).toMatchObject({ k: 'success', c: 1 });
    expect(r.cookie('edu_guest')).toBeUndefined();
    const cart = await call('GET', '/api/user/cart.json', undefined, { token: u.token });
    expect(cart.body.data.count).toBe(1);
    const expired = await post(
      '/api/form/cart',
      { course_id: '3', back: '/khoa-hoc/a-1' },
      { cookies: { userStore: JSON.stringify({ userInfo: { token: 'x.y.z' } }) } },
    );
    expect(expired.res.headers.location).toBe('/dang-nhap?redirect=%2Fkhoa-hoc%2Fa-1');
  });

  it('takes the package radio the buy box checked (pod_id), the whole course for its empty radio, and refuses a made-up one', async () => {
    const { rows } = await t.app.db.query<{ id: number; course_id: number }>(`SELECT id, course_id FROM course_pods ORDER BY id LIMIT 1`);
    const pod = rows[0]!;
    const guest = 'p'.repeat(32);
    const linePod = async () => {
      const cart = await call('GET', '/api/user/cart.json', undefined, { headers: { 'x-guest-token': guest } });
      return cart.body.data.items.find((i: { course: { id: number } }) => i.course.id === pod.course_id)?.pod_id ?? null;
    };
    const chosen = await post('/api/form/cart', { course_id: String(pod.course_id), pod_id: String(pod.id) }, { cookies: { edu_guest: guest } });
    expect(chosen.flash).toMatchObject({ k: 'success', c: 1 });
    expect(await linePod()).toBe(pod.id);
    const whole = await post('/api/form/cart', { course_id: String(pod.course_id), pod_id: '' }, { cookies: { edu_guest: guest } });
    expect(whole.flash).toMatchObject({ m: 'Đã đổi gói học của khóa học trong giỏ hàng', c: 1 });
    expect(await linePod()).toBeNull();
    const forged = await post('/api/form/cart', { course_id: String(pod.course_id), pod_id: '-1' }, { cookies: { edu_guest: guest } });
    expect(forged.res.statusCode).toBe(400);
  });

  it('a course sold only in a combo goes back with the API’s Vietnamese reason', async () => {
    const r = await post('/api/form/cart', { course_id: '23', back: '/khoa-hoc/a-23' });
    expect(r.res.statusCode).toBe(303);
    expect(r.flash).toMatchObject({ k: 'error', m: expect.stringMatching(/chỉ được bán trong combo/) });
  });

  it('refuses a post from another site (403, nothing added) and never redirects off the site', async () => {
    const guest = 'g'.repeat(32);
    const foreign = await post('/api/form/cart', { course_id: '2' }, { origin: 'https://evil.example', cookies: { edu_guest: guest } });
    expect(foreign.res.statusCode).toBe(403);
    expect(foreign.res.json().message).toBe('Biểu mẫu này không được gửi từ trang KhoaHoc.vn');
    const noOrigin = await post('/api/form/cart', { course_id: '2' }, { origin: null, cookies: { edu_guest: guest } });
    expect(noOrigin.res.statusCode).toBe(403);
    const cart = await call('GET', '/api/user/cart.json', undefined, { headers: { 'x-guest-token': guest } });
    expect(cart.body.data.count).toBe(0);
    for (const back of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      expect((await post('/api/form/cart', { course_id: '2', back })).res.headers.location).toBe('/');
    }
    expect((await post('/api/form/cart', { course_id: 'abc' })).res.statusCode).toBe(400);
  });
});

describe('the free-enrolment form', () => {
  it('a guest goes to sign-up with the course remembered for after it', async () => {
    const r = await post('/api/form/enrol-free', { course_id: '5', back: '/khoa-hoc/mien-phi-5' });
    expect(r.res.statusCode).toBe(303);
    expect(r.res.headers.location).toBe('/dang-ky?redirect=%2Fkhoa-hoc%2Fmien-phi-5');
    const store = JSON.parse(r.cookie('guestStore')!.value) as { freeCourse: { id: number; route: string; exp: number } };
    expect(store.freeCourse).toMatchObject({ id: 5, route: '/khoa-hoc/mien-phi-5' });
    expect(store.freeCourse.exp).toBeGreaterThan(Date.now());
  });

  it('signed in, the course is granted and the learner goes to the player', async () => {
    const u = await registerUser(call);
    const r = await post('/api/form/enrol-free', { course_id: '5' }, { cookies: { userStore: JSON.stringify({ userInfo: { token: u.token } }) } });
    expect(r.res.headers.location).toMatch(/^\/vao-hoc\//);
    expect(r.flash).toEqual({ m: 'Đăng ký khóa học thành công', k: 'success' });
    const course = await call('GET', '/api/user/course/details.json', undefined, { query: { id: 5 }, token: u.token });
    expect(course.body.data.course.entitled).toBe(true);
  });

  it('a paid course is not enrolled through the free form', async () => {
    const u = await registerUser(call);
    const r = await post(
      '/api/form/enrol-free',
      { course_id: '2', back: '/khoa-hoc/a-2' },
      { cookies: { userStore: JSON.stringify({ userInfo: { token: u.token } }) } },
    );
    expect(r.flash).toMatchObject({ k: 'error', m: 'Khóa học này không miễn phí, vui lòng đặt mua' });
    const course = await call('GET', '/api/user/course/details.json', undefined, { query: { id: 2 }, token: u.token });
    expect(course.body.data.course.entitled).toBe(false);
  });
});
