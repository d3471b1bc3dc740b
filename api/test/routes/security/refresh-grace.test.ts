import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call, type Res } from '../../helpers/client';
import { registerUser, rtCookie } from '../../helpers/users';

/**
 * Tabs of one browser refreshing at once all send the same `rt` cookie. Within the grace window
 * (REFRESH_REUSE_GRACE_SECONDS, 30 s) a just-rotated token answers with a new access token for the same
 * session and leaves the cookie alone; a replay after the window is reuse: the whole session is revoked.
 */
let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp('refresh_grace');
  call = client(t.app);
});
afterAll(() => t?.close());

const refresh = (rt: string) => call('POST', '/api/user/refresh.json', undefined, { cookies: { rt } });
const setsRt = (res: Res) => res.cookies.some((c) => c.name === 'rt' && c.value !== '');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Makes a rotated token's rotation `seconds` older (time passing, without waiting). */
const age = (rt: string, seconds: number) =>
  t.app.db.query(`UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $2) WHERE token_hash = $1`, [sha256(rt), seconds]);

describe('refresh grace window', () => {
  it.each([2, 3, 5])('%i tabs refreshing with the same cookie all stay signed in; one rotation, one new cookie', async (tabs) => {
    const u = await registerUser(call);
    const answers = await Promise.all(Array.from({ length: tabs }, () => refresh(u.refresh_token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(tabs).fill(200));
    expect(answers.filter(setsRt)).toHaveLength(1);
    for (const a of answers) {
      expect((await call('GET', '/api/user/user.json', undefined, { token: a.body.data.token })).statusCode).toBe(200);
    }
    // the successor the browser now holds keeps working
    const next = rtCookie(answers.find(setsRt)!);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('a late tab inside the window gets the session’s current expiry, not a new one', async () => {
    const u = await registerUser(call);
    const first = await refresh(u.refresh_token);
    const late = await refresh(u.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(setsRt(late)).toBe(false);
    expect(late.body.data.rt_exp).toBe(first.body.data.rt_exp);
    expect(JSON.stringify(late.body)).not.toContain('refresh_token');
  });

  it('a stolen old token replayed after the window revokes the session (reuse detection stays)', async () => {
    const u = await registerUser(call);
    const first = await refresh(u.refresh_token);
    await age(u.refresh_token, 31);
    const replay = await refresh(u.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.body.message).toMatch(/dùng lại refresh token/);
    expect((await refresh(rtCookie(first))).statusCode).toBe(401);
    expect((await call('GET', '/api/user/user.json', undefined, { token: first.body.data.token })).statusCode).toBe(401);
  });

  it('a signed-out session gets nothing inside the window', async () => {
    const u = await registerUser(call);
    const first = await refresh(u.refresh_token);
    await call('POST', '/api/user/logout.json', undefined, { token: first.body.data.token });
    expect((await refresh(u.refresh_token)).statusCode).toBe(401);
  });

  it('a grace of 0 treats every replay as reuse', async () => {
    const strict = await createTestApp('refresh_nograce', { refreshReuseGraceSeconds: 0 });
    try {
      const c = client(strict.app);
      const u = await registerUser(c);
      expect((await c('POST', '/api/user/refresh.json', undefined, { cookies: { rt: u.refresh_token } })).statusCode).toBe(200);
      expect((await c('POST', '/api/user/refresh.json', undefined, { cookies: { rt: u.refresh_token } })).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});
