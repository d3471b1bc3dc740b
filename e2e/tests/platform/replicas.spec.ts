import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';

/**
 * Production topology (CI): two API replicas on one PostgreSQL behind nginx. Each replica is asked
 * directly, as if the edge had sent one request here and the next one there: a session and the
 * sign-in back-off are the same on both.
 */
const replicas = (process.env.E2E_API_REPLICAS ?? '').split(',').filter(Boolean);
const operator = { email: process.env.E2E_OPERATOR_EMAIL ?? '', password: process.env.E2E_OPERATOR_PASSWORD ?? '' };

test.describe('two API replicas', { tag: '@smoke' }, () => {
  test.skip(replicas.length < 2, 'production-topology-only: two API replicas on one PostgreSQL');
  let a: APIRequestContext;
  let b: APIRequestContext;
  test.beforeAll(async () => {
    a = await playwrightRequest.newContext({ baseURL: replicas[0] });
    b = await playwrightRequest.newContext({ baseURL: replicas[1] });
  });
  test.afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
  });

  /** The refresh token a sign-in or refresh set (HttpOnly cookie), read from the answer itself. */
  const rtOf = (headers: { name: string; value: string }[]) =>
    headers
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => /^rt=([^;]+)/.exec(h.value)?.[1])
      .find(Boolean) ?? '';

  test('both are ready (they started together on an empty database)', async () => {
    for (const api of [a, b]) expect((await api.get('/ready')).status()).toBe(200);
  });

  test('signed in on A, refreshed on B, signed out on A: B refuses the next refresh', async () => {
    const signIn = await a.post('/api/user/login.json', { data: { username: operator.email, password: operator.password } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    expect((await b.get('/api/user/user.json', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    const refreshed = await b.post('/api/user/refresh.json', { headers: { Cookie: `rt=${rtOf(signIn.headersArray())}` }, data: {} });
    expect(refreshed.status()).toBe(200);
    const next = ((await refreshed.json()) as { data: { token: string } }).data.token;
    const rt = rtOf(refreshed.headersArray());

    expect((await a.post('/api/user/logout.json', { headers: { Authorization: `Bearer ${next}` }, data: {} })).status()).toBe(200);
    expect((await b.post('/api/user/refresh.json', { headers: { Cookie: `rt=${rt}` }, data: {} })).status()).toBe(401);
  });

  test('ten wrong passwords, five on each replica, lock the account on both', async () => {
    const who = `ke-thu-${Date.now()}@example.com`;
    for (let i = 0; i < 10; i += 1) {
      const res = await (i % 2 ? b : a).post('/api/user/login.json', { data: { username: who, password: `sai-${i}` } });
      expect(res.status(), `attempt ${i + 1}`).toBe(401);
    }
    // neither replica saw ten failures itself: the count is the database's
    const locked = await a.post('/api/user/login.json', { data: { username: who, password: 'sai-11' } });
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await locked.json()) as { message: string }).message).toMatch(/thử lại sau/);
  });
});

test.describe('the edge', { tag: '@smoke' }, () => {
  test('streams registry changes to open tabs (Server-Sent Events, not buffered)', async ({ baseURL }) => {
    const controller = new AbortController();
    const res = await fetch(`${baseURL}/registry/events`, { signal: controller.signal });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // the first bytes arrive at once: nothing between the tab and the stream holds them back
      const first = await Promise.race([res.body!.getReader().read(), new Promise<null>((r) => setTimeout(() => r(null), 3000))]);
      expect(first && Buffer.from(first.value ?? new Uint8Array()).toString()).toContain('retry:');
    } finally {
      controller.abort();
    }
  });

  test('a version that is not published answers 404 that nothing may keep', async ({ request }) => {
    const res = await request.get('/remotes/mf_catalogue/0.0.0-chua-co/remoteEntry.js');
    expect(res.status()).toBe(404);
    expect(res.headers()['cache-control'] ?? '').not.toMatch(/max-age=[1-9]|immutable|public/);
  });
});
