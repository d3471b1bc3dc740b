import pg from 'pg';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { latestOtp, login, registerUser, uniqueEmail } from '../../helpers/users';

/** The forgot-password verify_token and the change-e-mail link work once (audit, low). */
let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp('single_use');
  call = client(t.app);
});
afterAll(() => t?.close());

async function verifyToken(email: string): Promise<string> {
  await call('POST', '/api/user/forgot_password.json', { username: email });
  const v = await call('POST', '/api/user/verify_otp.json', { username: email, otp: await latestOtp(call, email), purpose: 'forgot' });
  return v.body.data.verify_token;
}

describe('one-use tokens', () => {
  it('a verify_token sets the password once; replaying it is refused', async () => {
    const u = await registerUser(call);
    const token = await verifyToken(u.email);
    expect((await call('POST', '/api/user/change_password_after_verify.json', { password: 'MatkhauMoi9' }, { token })).statusCode).toBe(200);
    const replay = await call('POST', '/api/user/change_password_after_verify.json', { password: 'Keganlua99' }, { token });
    expect(replay.statusCode).toBe(401);
    expect((await login(call, u.email, 'Keganlua99')).statusCode).toBe(401);
    expect((await login(call, u.email, 'MatkhauMoi9')).statusCode).toBe(200);
  });

  it('two requests racing with one verify_token: exactly one wins', async () => {
    const u = await registerUser(call);
    const token = await verifyToken(u.email);
    const results = await Promise.all(
      ['MatkhauA123', 'MatkhauB123', 'MatkhauC123'].map((password) =>
        call('POST', '/api/user/change_password_after_verify.json', { password }, { token }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('a change-e-mail link confirms once', async () => {
    const u = await registerUser(call);
    const next = uniqueEmail('link');
    await call('POST', '/api/user/change_email.json', { email: next }, { token: u.token });
    const outbox = await call('GET', '/api/dev/outbox.json', undefined, { query: { to: next } });
    const link = /token=([A-Za-z0-9._-]+)/.exec(outbox.body.data[0].body as string)![1]!;
    expect((await call('POST', '/api/auth/verify_email.json', { token: link })).statusCode).toBe(200);
    const replay = await call('POST', '/api/auth/verify_email.json', { token: link });
    expect(replay.statusCode).toBe(400);
    expect(replay.body.message).toBe('Liên kết xác nhận đã được sử dụng');
  });
});

describe('one-time code attempts', () => {
  it('twenty wrong codes at once check at most five; then even the right code is refused', async () => {
    const email = uniqueEmail('otp');
    await call('POST', '/api/user/register.json', { username: email, password: 'Matkhau123', full_name: 'Học viên' });
    const right = await latestOtp(call, email);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/user/verify_otp.json', { username: email, otp: wrong })));
    expect(answers.every((a) => a.statusCode >= 400 && a.statusCode < 500)).toBe(true);
    const messages = answers.map((a) => a.body.message as string);
    const checked = messages.filter((m) => m === messages[0]).length;
    expect(new Set(messages).size).toBe(2); // "wrong code" for the attempts that were checked, "too many" for the rest
    expect(Math.min(checked, 20 - checked)).toBeLessThanOrEqual(5);
    const late = await call('POST', '/api/user/verify_otp.json', { username: email, otp: right });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    // The invariant under true concurrency (PostgreSQL in CI): the counter never passes the limit.
    const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${t.schema}` });
    await db.connect();
    const { rows } = await db.query('SELECT attempts FROM otp_codes WHERE target = $1', [email]);
    await db.end();
    expect(rows[0].attempts).toBe(5);
  });
});
