import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { latestOtp, rtCookie, uniqueEmail } from '../../helpers/users';
import { parseFlash } from '@edu/shared/platform';
import { signAccessToken } from '../../../src/plugins/app/auth';

/**
 * "Gửi lại mã" and "Đăng xuất" as HTML forms (docs/decisions/2026-11-27-sign-in-forms-before-the-app.md): the JSON
 * API's own resend under its send limits and its own sign-out behind a 303 and a flash, and nothing done for a
 * post from another site.
 */
let t: TestApp;
let call: Call;
const SITE = 'http://localhost:3000';
// a code to one address twice in a minute, then the address waits (sign-up sends one, "Gửi lại mã" the second)
const SEND_PER_TARGET = { max: 2, timeWindow: 60_000 };
const FOREIGN = 'Biểu mẫu này không được gửi từ trang KhoaHoc.vn';

beforeAll(async () => {
  t = await createTestApp('account-forms', { rateLimits: { sendPerTarget: SEND_PER_TARGET } });
  call = client(t.app);
});
afterAll(() => t?.close());

async function post(url: string, form: Record<string, string>, opts: { origin?: string; cookies?: Record<string, string> } = {}) {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: opts.origin ?? SITE };
  const res = await t.app.inject({ method: 'POST', url, headers, payload: new URLSearchParams(form).toString(), cookies: opts.cookies });
  const cookie = (name: string) => res.cookies.find((c) => c.name === name);
  return { res, cookie, flash: parseFlash(cookie('flash')?.value), location: res.headers.location as string | undefined };
}

const codesSentTo = async (target: string) =>
  Number((await t.app.db.query('SELECT count(*) FROM otp_codes WHERE target = $1', [target])).rows[0].count);

/** A new account waiting for its code, made by the sign-up form. */
async function pendingSignUp(email: string) {
  const r = await post('/api/form/sign-up', {
    full_name: 'Phạm Gửi Lại',
    username: email,
    password: 'Matkhau123',
    confirm: 'Matkhau123',
    accept: 'on',
  });
  expect(r.flash).toMatchObject({ k: 'info' });
}

/** The demo learner signed in by the form: the cookies a browser then holds. */
async function signedIn() {
  const r = await post('/api/form/sign-in', { username: 'hocvien@example.com', password: 'Hocvien@123' });
  const userStore = r.cookie('userStore')!.value;
  const token = (JSON.parse(userStore) as { userInfo: { token: string } }).userInfo.token;
  return { userStore, token, rt: rtCookie(r.res) };
}

describe('"Gửi lại mã" as a form', () => {
  it('sends a new code and goes back to the code step with the flash; the new code signs the learner up', async () => {
    const email = uniqueEmail('resend');
    await pendingSignUp(email);
    const r = await post('/api/form/resend-code', { username: email.toUpperCase(), otp: '', redirect: '/khoa-hoc' });
    expect([r.res.statusCode, r.location]).toEqual([303, `/register-otp?to=${encodeURIComponent(email)}&redirect=%2Fkhoa-hoc`]);
    expect(r.flash).toEqual({ m: 'Đã gửi lại mã OTP', k: 'success' });
    expect(await codesSentTo(email)).toBe(2);
    const second = await latestOtp(call, email);
    const done = await post('/api/form/sign-up-code', { username: email, otp: second, redirect: '/khoa-hoc' });
    expect([done.location, done.flash?.k]).toEqual(['/khoa-hoc', 'success']);
  });

  it('refuses while the address must wait: the send limits’ own words, back to the step, no code sent — the app’s call too', async () => {
    const email = uniqueEmail('wait');
    await pendingSignUp(email);
    expect((await post('/api/form/resend-code', { username: email })).flash?.k).toBe('success');
    const r = await post('/api/form/resend-code', { username: email, redirect: '/gio-hang' });
    expect([r.res.statusCode, r.location]).toEqual([303, `/register-otp?to=${encodeURIComponent(email)}&redirect=%2Fgio-hang`]);
    expect(r.flash).toEqual({ m: expect.stringMatching(/^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau \d+ giây$/), k: 'error' });
    expect(await codesSentTo(email)).toBe(2);
    // one allowance for both ways of asking
    const json = await call('POST', '/api/user/resend_otp.json', { username: email });
    expect(json.statusCode).toBe(429);
    expect(await codesSentTo(email)).toBe(2);
  });

  it('answers an address with no pending account alike, and sends nothing', async () => {
    const email = uniqueEmail('none');
    const r = await post('/api/form/resend-code', { username: email });
    expect(r.flash).toEqual({ m: 'Đã gửi lại mã OTP', k: 'success' });
    expect(await codesSentTo(email)).toBe(0);
    const bad = await post('/api/form/resend-code', { username: 'khong-phai-email' });
    expect(bad.flash).toEqual({ m: 'Email hoặc số điện thoại không hợp lệ', k: 'error' });
    expect(bad.location).toBe('/register-otp?to=khong-phai-email');
  });

  it('refuses a cross-site post (CSRF): 403, no code sent, the attempt not counted', async () => {
    const email = uniqueEmail('csrf');
    await pendingSignUp(email);
    for (let i = 0; i < SEND_PER_TARGET.max + 1; i++) {
      const r = await post('/api/form/resend-code', { username: email }, { origin: 'https://evil.example' });
      expect(r.res.statusCode).toBe(403);
      expect(r.res.json().message).toBe(FOREIGN);
    }
    expect(await codesSentTo(email)).toBe(1);
    // the learner's own press still has its allowance
    expect((await post('/api/form/resend-code', { username: email })).flash?.k).toBe('success');
  });
});

describe('"Đăng xuất" as a form', () => {
  it('revokes the session (access and refresh), clears the cookies, 303 home with the flash', async () => {
    const s = await signedIn();
    expect((await call('GET', '/api/user/details.json', undefined, { token: s.token })).statusCode).toBe(200);
    const r = await post('/api/form/sign-out', {}, { cookies: { userStore: s.userStore } });
    expect([r.res.statusCode, r.location]).toEqual([303, '/']);
    expect(r.flash).toEqual({ m: 'Bạn đã đăng xuất', k: 'info' });
    expect(r.cookie('userStore')).toMatchObject({ value: '', path: '/', maxAge: 0 });
    expect(r.res.cookies.filter((c) => c.name === 'rt').map((c) => [c.path, c.value, c.maxAge])).toEqual([
      ['/api/user', '', 0],
      ['/api/user/refresh.json', '', 0],
    ]);
    expect((await call('GET', '/api/user/details.json', undefined, { token: s.token })).statusCode).toBe(401);
    expect((await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: s.rt } })).statusCode).toBe(401);
  });

  it('ends the session even when the page’s access token has expired (a page read without script never refreshes it)', async () => {
    const s = await signedIn();
    const { sub, sid } = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString()) as { sub: number; sid: string };
    const expired = signAccessToken(t.app.config.jwtKeys, -60, sub, sid);
    const store = JSON.parse(s.userStore) as { userInfo: { token: string } };
    store.userInfo.token = expired;
    const r = await post('/api/form/sign-out', {}, { cookies: { userStore: JSON.stringify(store) } });
    expect(r.flash).toEqual({ m: 'Bạn đã đăng xuất', k: 'info' });
    expect((await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: s.rt } })).statusCode).toBe(401);
  });

  it('a token not signed by the site ends nothing', async () => {
    const s = await signedIn();
    const { sub, sid } = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString()) as { sub: number; sid: string };
    const forged = signAccessToken('not-the-site-secret', 900, sub, sid);
    const r = await post('/api/form/sign-out', {}, { cookies: { userStore: JSON.stringify({ userInfo: { token: forged } }) } });
    expect(r.res.statusCode).toBe(303);
    expect((await call('GET', '/api/user/details.json', undefined, { token: s.token })).statusCode).toBe(200);
  });

  it('refuses a cross-site post (CSRF): 403, the session still open, no cookie touched', async () => {
    const s = await signedIn();
    const r = await post('/api/form/sign-out', {}, { origin: 'https://evil.example', cookies: { userStore: s.userStore } });
    expect(r.res.statusCode).toBe(403);
    expect(r.res.json().message).toBe(FOREIGN);
    expect(r.res.cookies).toEqual([]);
    expect((await call('GET', '/api/user/details.json', undefined, { token: s.token })).statusCode).toBe(200);
    expect((await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: s.rt } })).statusCode).toBe(200);
  });
});
