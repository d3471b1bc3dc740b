import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { latestOtp, login, registerUser, rtCookie, uniqueEmail } from '../../helpers/users';

let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp('auth', {
    rateLimits: { login: { max: 5, timeWindow: 60_000 }, otp: { max: 8, timeWindow: 60_000 }, forgot: { max: 3, timeWindow: 60_000 } },
  });
  call = client(t.app);
});
afterAll(() => t?.close());

describe('registration', () => {
  it('registers by e-mail, sends the OTP to the dev outbox, and logs in after verification', async () => {
    const email = uniqueEmail();
    const reg = await call('POST', '/api/user/register.json', { username: email, password: 'Matkhau123', full_name: 'Lê Văn A' });
    expect(reg.statusCode).toBe(200);
    expect(reg.body).toMatchObject({ status: true, data: { target: email, channel: 'email' } });

    const early = await login(call, email, 'Matkhau123');
    expect(early.statusCode).toBe(403);
    expect(early.body.status).toBe(false);

    const wrong = await call('POST', '/api/user/verify_otp.json', { username: email, otp: '000000' });
    const otp = await latestOtp(call, email);
    if (otp !== '000000') expect(wrong.statusCode).toBe(400);

    const v = await call('POST', '/api/user/verify_otp.json', { username: email, otp });
    expect(v.statusCode).toBe(200);
    expect(v.body.data.token.split('.')).toHaveLength(3);
    expect(new Date(v.body.data.rt_exp).getTime()).toBeGreaterThan(Date.now() + 2.9 * 86_400_000);

    const again = await call('POST', '/api/user/verify_otp.json', { username: email, otp });
    expect(again.statusCode).toBe(400);

    const ok = await login(call, email, 'Matkhau123');
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data.user).toMatchObject({ email, full_name: 'Lê Văn A' });
  });

  it('registers by phone with an SMS OTP', async () => {
    const phone = `09${String(Date.now()).slice(-8)}`;
    const reg = await call('POST', '/api/user/register.json', { phone, password: 'Matkhau123' });
    expect(reg.body.data).toMatchObject({ target: phone, channel: 'sms' });
    const otp = await latestOtp(call, phone);
    const v = await call('POST', '/api/user/verify_otp.json', { username: phone, otp });
    expect(v.statusCode).toBe(200);
    expect(v.body.data.user.phone).toBe(phone);
  });

  it('refuses an address that is already registered, and weak passwords', async () => {
    const dup = await call('POST', '/api/user/register.json', { username: 'hocvien@example.com', password: 'Matkhau123' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe('Email đã được đăng ký');
    const weak = await call('POST', '/api/user/register.json', { username: uniqueEmail(), password: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.message).toMatch(/Mật khẩu/);
  });

  it('never writes the OTP to the logs', async () => {
    const lines: string[] = [];
    const logged = await createTestApp('authlog', { logger: { level: 'trace', stream: { write: (l: string) => lines.push(l) } } });
    try {
      const c = client(logged.app);
      const email = uniqueEmail();
      await c('POST', '/api/user/register.json', { username: email, password: 'Matkhau123' });
      const otp = await latestOtp(c, email);
      const withoutOutbox = lines.filter((l) => !l.includes('/api/dev/outbox.json') && !l.includes('"statusCode"'));
      expect(withoutOutbox.join('\n')).not.toContain(otp);
      expect(lines.length).toBeGreaterThan(0);
    } finally {
      await logged.close();
    }
  });
});

describe('login', () => {
  it('accepts the demo learner by e-mail and by phone and sets an httpOnly refresh cookie', async () => {
    const byEmail = await login(call, 'hocvien@example.com', 'Hocvien@123');
    expect(byEmail.statusCode).toBe(200);
    const cookie = byEmail.cookies.find((c) => c.name === 'rt' && c.value);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/user/refresh.json', sameSite: 'Strict' });
    expect(byEmail.body.data).not.toHaveProperty('refresh_token');
    const byPhone = await login(call, '0912345678', 'Hocvien@123');
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.body.data.user.email).toBe('hocvien@example.com');
  });

  it('rejects a wrong password with a Vietnamese message', async () => {
    const r = await login(call, 'hocvien@example.com', 'sai-mat-khau');
    expect(r.statusCode).toBe(401);
    expect(r.body).toEqual({ status: false, data: null, message: 'Email hoặc mật khẩu không đúng' });
  });

  it('rate-limits repeated login attempts with 429 and a clear message', async () => {
    const email = uniqueEmail('rl');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(call, email, 'Matkhau123')).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 401)).toBe(true);
    const limited = await login(call, email, 'Matkhau123');
    expect(limited.statusCode).toBe(429);
    expect(limited.body.status).toBe(false);
    expect(limited.body.message).toMatch(/quá nhiều lần/);
    // another account from the same IP is not locked out
    expect((await login(call, 'hocvien@example.com', 'Hocvien@123')).statusCode).toBe(200);
  });

  it('rate-limits forgot password', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await call('POST', '/api/user/forgot_password.json', { username: 'nobody@example.com' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('logs in by phone OTP, creating the account on first use', async () => {
    const phone = `03${String(Date.now()).slice(-8)}`;
    const sent = await call('POST', '/api/user/login_phone.json', { phone });
    expect(sent.statusCode).toBe(200);
    // the client's resend countdown starts from the server's word
    expect(sent.body.data).toEqual({ target: phone, channel: 'sms', expires_in: 600, resend_after: 60 });
    const otp = await latestOtp(call, phone);
    const v = await call('POST', '/api/user/verify_otp.json', { username: phone, otp, purpose: 'login' });
    expect(v.statusCode).toBe(200);
    expect(v.body.data.user.phone).toBe(phone);
  });

  it('logs in through the local development SSO provider and links the account', async () => {
    const email = uniqueEmail('sso');
    const idt = await call('GET', '/api/dev/sso/authorize.json', undefined, { query: { email, name: 'Người dùng SSO' } });
    const r = await call('POST', '/api/user/login_sso.json', { provider: 'dev-sso', token: idt.body.data.token });
    expect(r.statusCode).toBe(200);
    const details = await call('GET', '/api/user/details.json', undefined, { token: r.body.data.token });
    expect(details.body.data.social_links.map((s: { provider: string }) => s.provider)).toEqual(['dev-sso']);
    const unlink = await call('POST', '/api/user/unlink_social_network.json', { provider: 'dev-sso' }, { token: r.body.data.token });
    expect(unlink.body.data.social_links).toEqual([]);
    const forged = await call('POST', '/api/user/login_sso.json', { provider: 'dev-sso', token: `${idt.body.data.token}x` });
    expect(forged.statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates on every refresh (cookie), and the new access token works', async () => {
    const u = await registerUser(call);
    const r1 = await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: u.refresh_token } });
    expect(r1.statusCode).toBe(200);
    expect(rtCookie(r1)).not.toBe(u.refresh_token);
    expect(rtCookie(r1)).toHaveLength(u.refresh_token.length);
    const r2 = await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: rtCookie(r1) } });
    expect(r2.statusCode).toBe(200);
    const me = await call('GET', '/api/user/user.json', undefined, { token: r2.body.data.token });
    expect(me.body.data.user.email).toBe(u.email);
  });

  it('detects reuse of a rotated token and revokes the whole family', async () => {
    const u = await registerUser(call);
    const r1 = await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: u.refresh_token } });
    expect(r1.statusCode).toBe(200);
    // past the grace window for tabs refreshing at once (refresh-grace.test.ts)
    await t.app.db.query(`UPDATE refresh_tokens SET used_at = used_at - interval '1 minute' WHERE used_at IS NOT NULL`);
    const reuse = await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: u.refresh_token } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.body.message).toMatch(/dùng lại refresh token/);
    // the legitimate successor is dead too, and so are the access tokens of the family
    expect((await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: rtCookie(r1) } })).statusCode).toBe(401);
    expect((await call('GET', '/api/user/user.json', undefined, { token: r1.body.data.token })).statusCode).toBe(401);
    expect((await call('GET', '/api/user/user.json', undefined, { token: u.token })).statusCode).toBe(401);
  });

  it('answers 401 without a refresh token or with garbage', async () => {
    expect((await call('POST', '/api/user/refresh.json')).statusCode).toBe(401);
    expect((await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: 'nope' } })).statusCode).toBe(401);
  });

  it('expires access tokens after ACCESS_TOKEN_TTL_SECONDS', async () => {
    // exp is whole seconds from a floored iat, so a token lives between ttl - 1 and ttl seconds:
    // 3 leaves at least 2 s for the first call on a loaded machine.
    const short = await createTestApp('authttl', { accessTtl: 3 });
    try {
      const c = client(short.app);
      const r = await login(c, 'hocvien@example.com', 'Hocvien@123');
      expect((await c('GET', '/api/user/user.json', undefined, { token: r.body.data.token })).statusCode).toBe(200);
      await new Promise((res) => setTimeout(res, 3100));
      const expired = await c('GET', '/api/user/user.json', undefined, { token: r.body.data.token });
      expect(expired.statusCode).toBe(401);
      const refreshed = await c('POST', '/api/user/refresh.json', undefined, { cookies: { rt: rtCookie(r) } });
      expect((await c('GET', '/api/user/user.json', undefined, { token: refreshed.body.data.token })).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('logout', () => {
  it('revokes the session: refresh and access tokens stop working', async () => {
    const u = await registerUser(call);
    const out = await call('POST', '/api/user/logout.json', undefined, { token: u.token });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.filter((c) => c.name === 'rt').map((c) => [c.path, c.value])).toEqual([
      ['/api/user', ''],
      ['/api/user/refresh.json', ''],
    ]);
    expect((await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: u.refresh_token } })).statusCode).toBe(401);
    expect((await call('GET', '/api/user/user.json', undefined, { token: u.token })).statusCode).toBe(401);
  });
});

describe('passwords and e-mail', () => {
  it('resets a forgotten password: OTP → verify_token → new password; old sessions are revoked', async () => {
    const u = await registerUser(call);
    await call('POST', '/api/user/forgot_password.json', { username: u.email });
    const otp = await latestOtp(call, u.email);
    const v = await call('POST', '/api/user/verify_otp.json', { username: u.email, otp, purpose: 'forgot' });
    expect(v.statusCode).toBe(200);
    const set = await call('POST', '/api/user/change_password_after_verify.json', { password: 'MatkhauMoi9' }, { token: v.body.data.verify_token });
    expect(set.statusCode).toBe(200);
    expect((await call('GET', '/api/user/user.json', undefined, { token: u.token })).statusCode).toBe(401);
    expect((await login(call, u.email, 'MatkhauMoi9')).statusCode).toBe(200);
    // an access token is not a verify_token
    const as = await call('POST', '/api/user/change_password_after_verify.json', { password: 'MatkhauMoi9' }, { token: u.token });
    expect(as.statusCode).toBe(401);
  });

  it('changes the password with the old one', async () => {
    const u = await registerUser(call);
    const bad = await call('POST', '/api/user/change_password.json', { old_password: 'sai', new_password: 'Matkhau456' }, { token: u.token });
    expect(bad.statusCode).toBe(400);
    const good = await call('POST', '/api/user/change_password.json', { old_password: u.password, new_password: 'Matkhau456' }, { token: u.token });
    expect(good.statusCode).toBe(200);
    expect((await login(call, u.email, 'Matkhau456')).statusCode).toBe(200);
  });

  it('changes the e-mail after verifying the new address', async () => {
    const u = await registerUser(call);
    const next = uniqueEmail('moi');
    expect((await call('POST', '/api/user/change_email/check.json', { email: 'hocvien@example.com' })).body.data.available).toBe(false);
    const start = await call('POST', '/api/user/change_email.json', { email: next }, { token: u.token });
    expect(start.statusCode).toBe(200);
    const otp = await latestOtp(call, next);
    const done = await call('POST', '/api/auth/change_email.json', { email: next, otp }, { token: u.token });
    expect(done.statusCode).toBe(200);
    expect(done.body.data.user.email).toBe(next);
    const taken = await call('POST', '/api/user/change_email.json', { email: 'hocvien@example.com' }, { token: u.token });
    expect(taken.statusCode).toBe(409);
  });
});

describe('resending a registration code', () => {
  const outboxSize = async (to: string) => (await call('GET', '/api/dev/outbox.json', undefined, { query: { to } })).body.data.length as number;

  it('sends a new code to a registration still waiting, and the new code completes it', async () => {
    const email = uniqueEmail();
    await call('POST', '/api/user/register.json', { username: email, password: 'Matkhau123', full_name: 'Trần Thị B' });
    expect(await outboxSize(email)).toBe(1);
    const resend = await call('POST', '/api/user/resend_otp.json', { username: email });
    expect(resend.statusCode).toBe(200);
    expect(resend.body.data).toEqual({ target: email, channel: 'email', expires_in: 600, resend_after: 60 });
    expect(await outboxSize(email)).toBe(2);
    const verified = await call('POST', '/api/user/verify_otp.json', { username: email, otp: await latestOtp(call, email) });
    expect(verified.statusCode).toBe(200);
  });

  it('the first code is dead once the new one was used: it opens no second session (one-time means once)', async () => {
    const email = uniqueEmail();
    await call('POST', '/api/user/register.json', { username: email, password: 'Matkhau123', full_name: 'Trần Thị B' });
    const first = await latestOtp(call, email);
    await call('POST', '/api/user/resend_otp.json', { username: email });
    const second = await latestOtp(call, email);
    expect((await call('POST', '/api/user/verify_otp.json', { username: email, otp: second })).statusCode).toBe(200);
    const replay = await call('POST', '/api/user/verify_otp.json', { username: email, otp: first });
    expect(replay.statusCode).toBe(400);
    expect(replay.body.message).toBe('Không có mã OTP đang chờ xác thực, vui lòng yêu cầu mã mới');
    expect(replay.body.data?.access_token).toBeUndefined();
  });

  it.each([
    ['an account already verified', 'hocvien@example.com'],
    ['no account at all', 'khong.ton.tai@example.com'],
  ])('answers alike for %s and sends nothing', async (_name, email) => {
    const before = await outboxSize(email);
    const res = await call('POST', '/api/user/resend_otp.json', { username: email });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Nếu tài khoản đang chờ xác thực, mã OTP mới đã được gửi');
    expect(res.body.data).toEqual({ target: email, channel: 'email', expires_in: 600, resend_after: 60 });
    expect(await outboxSize(email)).toBe(before);
  });

  it('refuses something that is neither an e-mail nor a phone number', async () => {
    const res = await call('POST', '/api/user/resend_otp.json', { username: 'abc def' });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(false);
  });
});
