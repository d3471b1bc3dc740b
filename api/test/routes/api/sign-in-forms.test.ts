import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { latestOtp, login, registerUser, uniqueEmail } from '../../helpers/users';
import { parseFlash } from '@edu/shared/platform';

/**
 * /dang-nhap and /dang-ky as HTML forms (docs/decisions/2026-11-27-sign-in-forms-before-the-app.md): the JSON
 * API's own sign-in and registration behind a 303, the app's session cookies, the same lock, the app's redirect
 * rule, and nothing done for a post from another site.
 */
let t: TestApp;
let call: Call;
const SITE = 'http://localhost:3000';
// two free failures, then the account's password path locks for browsers it never signed in from
const BACKOFF = { free: 2, baseMs: 60_000, maxMs: 15 * 60_000 };

beforeAll(async () => {
  t = await createTestApp('sign-in-forms', { rateLimits: { backoff: BACKOFF } });
  call = client(t.app);
});
afterAll(() => t?.close());

async function post(
  url: string,
  form: Record<string, string>,
  opts: { origin?: string | null; site?: string; cookies?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (opts.origin !== null) headers.origin = opts.origin ?? SITE;
  if (opts.site) headers['sec-fetch-site'] = opts.site;
  const res = await t.app.inject({ method: 'POST', url, headers, payload: new URLSearchParams(form).toString(), cookies: opts.cookies });
  const cookie = (name: string) => res.cookies.find((c) => c.name === name && c.value);
  return { res, cookie, flash: parseFlash(cookie('flash')?.value), location: res.headers.location as string | undefined };
}

/** The session the app reads (userStore), and that its access token is a real one. */
async function sessionOf(r: Awaited<ReturnType<typeof post>>) {
  const store = r.cookie('userStore');
  expect(store).toMatchObject({ path: '/', sameSite: 'Lax' });
  expect(store!.httpOnly).toBeFalsy();
  const value = JSON.parse(store!.value) as { userInfo: { id: number; email: string; token: string; rt_exp: string }; subscription: unknown[] };
  const me = await call('GET', '/api/user/details.json', undefined, { token: value.userInfo.token });
  expect(me.statusCode).toBe(200);
  return value;
}

describe('the sign-in form', () => {
  it('signs the demo learner in: the refresh cookie, the app’s session cookie, a 303 to ?redirect= with a flash', async () => {
    const r = await post('/api/form/sign-in', { username: 'hocvien@example.com', password: 'Hocvien@123', redirect: '/khoa-hoc?page=2' });
    expect(r.res.statusCode).toBe(303);
    expect(r.location).toBe('/khoa-hoc?page=2');
    expect(r.flash).toEqual({ m: 'Đăng nhập thành công', k: 'success' });
    expect(r.cookie('rt')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/refresh.json' });
    const session = await sessionOf(r);
    expect(session.userInfo).toMatchObject({ email: 'hocvien@example.com' });
    expect(new Date(session.userInfo.rt_exp).getTime()).toBeGreaterThan(Date.now());
    expect(Array.isArray(session.subscription)).toBe(true);
  });

  it('a wrong password goes back to the form with the app’s words and the e-mail, never the password, and counts toward the lock', async () => {
    const u = await registerUser(call);
    for (let i = 0; i < BACKOFF.free; i++) {
      const wrong = await post('/api/form/sign-in', { username: u.email, password: 'Sai-mat-khau-1', redirect: '/gio-hang' });
      expect(wrong.res.statusCode).toBe(303);
      expect(wrong.location).toBe(`/dang-nhap?username=${encodeURIComponent(u.email)}&redirect=%2Fgio-hang`);
      expect(wrong.location).not.toContain('Sai-mat-khau');
      expect(wrong.flash).toEqual({
        m: 'Email/số điện thoại hoặc mật khẩu không đúng. Vui lòng kiểm tra lại hoặc chọn "Quên mật khẩu?"',
        k: 'error',
      });
      expect(wrong.cookie('userStore')).toBeUndefined();
    }
    // the forms' failures are the account's: the JSON sign-in from a new browser is locked now, and so is the form
    const json = await login(call, u.email, u.password);
    expect(json.statusCode).toBe(429);
    const locked = await post('/api/form/sign-in', { username: u.email, password: u.password });
    expect(locked.flash).toMatchObject({ k: 'error', m: expect.stringMatching(/quá nhiều lần/) });
    expect(locked.cookie('userStore')).toBeUndefined();
  });

  it('a redirect off the site or onto a sign-in screen is refused: home instead', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/dang-ky', 'javascript:alert(1)', '/a b']) {
      const r = await post('/api/form/sign-in', { username: 'hocvien@example.com', password: 'Hocvien@123', redirect });
      expect([r.res.statusCode, r.location]).toEqual([303, '/']);
    }
  });

  it('empty fields are the form’s message, not a JSON 400', async () => {
    const r = await post('/api/form/sign-in', { username: '', password: 'x' });
    expect([r.res.statusCode, r.location]).toEqual([303, '/dang-nhap']);
    expect(r.flash).toEqual({ m: 'Vui lòng nhập email hoặc số điện thoại', k: 'error' });
    const noPassword = await post('/api/form/sign-in', { username: 'hocvien@example.com' });
    expect(noPassword.flash).toEqual({ m: 'Vui lòng nhập mật khẩu', k: 'error' });
  });

  it('the guest cart a form filled becomes the learner’s', async () => {
    const u = await registerUser(call);
    const added = await post('/api/form/cart', { course_id: '2' });
    const guest = added.cookie('edu_guest')!.value;
    const r = await post('/api/form/sign-in', { username: u.email, password: u.password }, { cookies: { edu_guest: guest } });
    expect(r.location).toBe('/');
    const cart = await call('GET', '/api/user/cart.json', undefined, { token: u.token });
    expect(cart.body.data.items.map((i: { course: { id: number } }) => i.course.id)).toEqual([2]);
  });

  it('refuses a cross-site post (CSRF): 403, no session, the attempt not even counted', async () => {
    const u = await registerUser(call);
    const attacks = [
      post('/api/form/sign-in', { username: u.email, password: u.password }, { origin: 'https://evil.example' }),
      post('/api/form/sign-in', { username: u.email, password: u.password }, { origin: 'null' }),
      post('/api/form/sign-in', { username: u.email, password: u.password }, { origin: null, site: 'cross-site' }),
      post('/api/form/sign-in', { username: u.email, password: u.password }, { origin: null }),
      post(
        '/api/form/sign-up',
        { full_name: 'Kẻ Tấn Công', username: uniqueEmail(), password: 'Matkhau123', confirm: 'Matkhau123', accept: 'on' },
        { origin: 'https://evil.example' },
      ),
      post('/api/form/sign-up-code', { username: u.email, otp: '123456' }, { origin: 'https://evil.example' }),
    ];
    for (const r of await Promise.all(attacks)) {
      expect(r.res.statusCode).toBe(403);
      expect(r.res.json().message).toBe('Biểu mẫu này không được gửi từ trang KhoaHoc.vn');
      expect(r.cookie('userStore')).toBeUndefined();
      expect(r.cookie('rt')).toBeUndefined();
    }
    // a same-origin browser post without Origin (Sec-Fetch-Site: same-origin) is the site's own
    const own = await post('/api/form/sign-in', { username: u.email, password: u.password }, { origin: null, site: 'same-origin' });
    expect(own.res.statusCode).toBe(303);
    expect(own.cookie('userStore')).toBeDefined();
  });
});

describe('the sign-up forms', () => {
  it('registers, then the code signs the new learner in: the session cookies, the terms recorded, to ?redirect=', async () => {
    const email = uniqueEmail('form');
    const r = await post('/api/form/sign-up', {
      full_name: '  Trần   Thị Mai ',
      username: email.toUpperCase(),
      password: 'Matkhau123',
      confirm: 'Matkhau123',
      accept: 'on',
      redirect: '/khoa-hoc/mien-phi-5',
    });
    expect(r.res.statusCode).toBe(303);
    expect(r.location).toBe(`/register-otp?to=${encodeURIComponent(email)}&redirect=%2Fkhoa-hoc%2Fmien-phi-5`);
    expect(r.flash).toEqual({ m: 'Mã OTP đã được gửi, vui lòng kiểm tra', k: 'info' });

    const wrong = await post('/api/form/sign-up-code', { username: email, otp: '12345', redirect: '/khoa-hoc/mien-phi-5' });
    expect(wrong.location).toBe(`/register-otp?to=${encodeURIComponent(email)}&redirect=%2Fkhoa-hoc%2Fmien-phi-5`);
    expect(wrong.flash).toEqual({ m: 'Vui lòng nhập đủ 6 chữ số của mã OTP', k: 'error' });

    const otp = await latestOtp(call, email);
    const done = await post('/api/form/sign-up-code', { username: email, otp, redirect: '/khoa-hoc/mien-phi-5' });
    expect([done.res.statusCode, done.location]).toEqual([303, '/khoa-hoc/mien-phi-5']);
    expect(done.flash).toEqual({ m: 'Đăng ký thành công', k: 'success' });
    expect(done.cookie('rt')).toMatchObject({ httpOnly: true });
    const session = await sessionOf(done);
    expect(session.userInfo).toMatchObject({ email, full_name: 'Trần Thị Mai' });
    const { rows } = await t.app.db.query('SELECT policy_accepted_at FROM users WHERE id = $1', [session.userInfo.id]);
    expect(rows[0].policy_accepted_at).not.toBeNull();
  });

  it('refusals go back to the form with the typed name and e-mail, never the password', async () => {
    const email = uniqueEmail('bad');
    const base = { full_name: 'Lê Văn An', username: email, password: 'Matkhau123', confirm: 'Matkhau123', accept: 'on', redirect: '/gio-hang' };
    const cases: [Record<string, string>, string][] = [
      [{ confirm: 'Matkhau124' }, 'Mật khẩu nhập lại không khớp'],
      [{ accept: '' }, 'Bạn cần đồng ý với Điều khoản sử dụng để tiếp tục'],
      [{ password: 'ngan1', confirm: 'ngan1' }, 'Mật khẩu phải có ít nhất 8 ký tự, gồm cả chữ và số'],
      [{ username: 'khong-phai-email' }, 'Email hoặc số điện thoại không hợp lệ'],
      [{ username: 'hocvien@example.com' }, 'Email hoặc số điện thoại này đã được đăng ký. Hãy đăng nhập hoặc dùng "Quên mật khẩu?"'],
    ];
    for (const [change, message] of cases) {
      const r = await post('/api/form/sign-up', { ...base, ...change });
      expect(r.flash).toEqual({ m: message, k: 'error' });
      const back = new URL(r.location!, SITE);
      expect(back.pathname).toBe('/dang-ky');
      expect(Object.fromEntries(back.searchParams)).toEqual({ full_name: 'Lê Văn An', username: change.username ?? email, redirect: '/gio-hang' });
    }
  });
});
