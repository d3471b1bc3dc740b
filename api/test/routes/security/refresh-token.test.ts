import { createTestApp, type TestApp } from '../../helpers/test-app';
import { strongSecret } from '../../helpers/secrets';
import { client, type Call, type Res } from '../../helpers/client';
import { latestOtp, login, registerUser, rtCookie, uniqueEmail } from '../../helpers/users';

/**
 * The refresh token is never readable by script (audit, medium: one XSS read it from the userStore
 * cookie and kept a 3-day session). It lives only in the HttpOnly cookie, sent to the refresh call only.
 */
let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp('refresh_cookie');
  call = client(t.app);
});
afterAll(() => t?.close());

/** Every string anywhere in an answer body. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

function expectOnlyInCookie(res: Res) {
  expect(res.statusCode).toBe(200);
  const rt = rtCookie(res);
  expect(rt.length).toBeGreaterThan(20);
  expect(strings(res.body)).not.toContain(rt);
  expect(JSON.stringify(res.body)).not.toContain('refresh_token');
  expect(res.body.data.rt_exp).toEqual(expect.any(String)); // "refresh possible" is judged on the expiry alone
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith('rt=') && !c.startsWith('rt=;'))!;
  expect(setCookie).toMatch(/; HttpOnly/);
  expect(setCookie).toMatch(/; SameSite=Strict/);
  expect(setCookie).toMatch(/; Path=\/api\/user\/refresh\.json;/);
}

describe('no answer carries the refresh token', () => {
  it('password sign-in', async () => {
    expectOnlyInCookie(await login(call, 'hocvien@example.com', 'Hocvien@123'));
  });

  it('registration code', async () => {
    const email = uniqueEmail('rt');
    await call('POST', '/api/user/register.json', { username: email, password: 'Matkhau123', full_name: 'Học viên' });
    expectOnlyInCookie(await call('POST', '/api/user/verify_otp.json', { username: email, otp: await latestOtp(call, email) }));
  });

  it('SSO', async () => {
    const idt = await call('GET', '/api/dev/sso/authorize.json', undefined, { query: { email: uniqueEmail('sso'), name: 'SSO' } });
    expectOnlyInCookie(await call('POST', '/api/user/login_sso.json', { provider: 'dev-sso', token: idt.body.data.token }));
  });

  it('refresh (rotation)', async () => {
    const u = await registerUser(call);
    expectOnlyInCookie(await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: u.refresh_token } }));
  });
});

describe('a stolen copy in a body buys nothing', () => {
  it('the refresh call reads the cookie only, never a token sent in the body', async () => {
    const u = await registerUser(call);
    const viaBody = await call('POST', '/api/user/refresh.json', { refresh_token: u.refresh_token });
    expect(viaBody.statusCode).toBe(401);
    // the real cookie still works: the body attempt did not spend it
    expect((await call('POST', '/api/user/refresh.json', undefined, { cookies: { rt: u.refresh_token } })).statusCode).toBe(200);
  });
});

describe('in production the cookie is Secure', () => {
  it('sets Secure on the refresh cookie', async () => {
    const prod = await createTestApp('refresh_prod', {
      production: true,
      devTools: false,
      sandboxPayments: false,
      seedDemoAccounts: false,
      otpInOutbox: false,
      jwtSecret: strongSecret(),
      paymentSecret: strongSecret(),
    });
    try {
      const c = client(prod.app);
      // no demo accounts in production: sign in through a refresh of nothing → 401 clears the cookie, Secure too
      const res = await c('POST', '/api/user/refresh.json', undefined, { cookies: { rt: 'x'.repeat(43) } });
      expect(res.statusCode).toBe(401);
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
      expect(cookies.length).toBeGreaterThan(0);
      for (const c2 of cookies) expect(c2).toMatch(/; HttpOnly; Secure; SameSite=Strict/);
    } finally {
      await prod.close();
    }
  });
});
