import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { canonicalIdentifier } from '../../../src/lib/rate-keys';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { login, registerUser } from '../../helpers/users';
import { itAnswers } from '@edu/shared/testing/table';

/** Respelling a phone number or an address buys no new allowance (audit, medium). */
describe('canonical identifiers for rate limits', () => {
  itAnswers(
    canonicalIdentifier,
    [
      ['0912345678', '0912345678'],
      ['+84912345678', '0912345678'],
      ['84 912 345 678', '0912345678'],
      ['0912.345.678', '0912345678'],
      ['+84-912-345-678', '0912345678'],
      ['  HocVien@Example.COM ', 'hocvien@example.com'],
      ['not an identifier', 'not an identifier'],
    ],
    '%p counts as %p',
  );
});

describe('trusted proxies', () => {
  it('are nobody unless named: by default no client can choose its address with X-Forwarded-For', () => {
    const base = { databaseUrl: 'postgres://unused', jwtSecret: 'x'.repeat(40), dataDir: '/nonexistent' };
    expect(loadConfig(base, {}).trustedProxies).toEqual([]);
    expect(loadConfig(base, { TRUST_PROXY: '10.0.0.5, 172.16.0.0/12' }).trustedProxies).toEqual(['10.0.0.5', '172.16.0.0/12']);
  });
});

describe('login attempts', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp('rate');
    call = client(t.app);
  });
  afterAll(() => t?.close());

  it('every spelling of one phone number shares one allowance', async () => {
    const spellings = ['0987654321', '+84987654321', '84987654321', '0987.654.321', '+84 987 654 321'];
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      codes.push((await call('POST', '/api/user/login.json', { username: spellings[i % spellings.length], password: 'Sai123456' })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});

/** A second API replica on the same database (same schema, same secret): what one counts, the other sees. */
async function replicaOf(t: TestApp, overrides: Parameters<typeof buildApp>[0]['rateLimits'] = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    databaseUrl: process.env.TEST_DATABASE_URL!,
    searchPath: t.schema,
    poolMax: 2,
    jwtSecret: `test-secret-${t.schema}`,
    logger: false,
    migrate: false,
    dataDir: t.app.config.dataDir,
    rateLimits: { ...t.app.config.rateLimits, ...overrides },
    preparedStatements: t.app.config.preparedStatements,
    trustedProxies: t.app.config.trustedProxies,
  });
  await app.ready();
  return app;
}

/** A client behind the trusted edge (the test's socket is 127.0.0.1, which the test apps trust as `pnpm start` does). */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('one account, many addresses, two replicas', () => {
  let t: TestApp;
  let replica: FastifyInstance;
  let a: Call;
  let b: Call;
  beforeAll(async () => {
    t = await createTestApp('backoff');
    replica = await replicaOf(t);
    a = client(t.app);
    b = client(replica);
  });
  afterAll(async () => {
    await replica?.close();
    await t?.close();
  });

  it('ten wrong passwords from ten addresses over two replicas lock the account; then even the right password waits', async () => {
    const victim = await registerUser(a);
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const call = i % 2 ? b : a;
      codes.push((await login(call, victim.email.toUpperCase(), 'Doan-mo-123', from(`198.51.100.${i + 1}`))).statusCode);
    }
    expect(codes).toEqual(Array(10).fill(401));
    for (const call of [a, b]) {
      const locked = await login(call, victim.email, victim.password, from('203.0.113.77'));
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(30);
      expect(locked.body.message).toMatch(/quá nhiều lần/);
    }
  });

  it('the lock doubles with each further failure, up to its ceiling', async () => {
    const rule = { free: 2, baseMs: 10_000, maxMs: 35_000 };
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) waits.push(await t.app.repos.limits.fail('acct:thu-nghiem', rule));
    expect(waits.map((ms) => Math.round(ms / 1000))).toEqual([0, 10, 20, 35, 35, 35]);
    await t.app.repos.limits.clear('acct:thu-nghiem');
    expect(await t.app.repos.limits.lockedFor('acct:thu-nghiem')).toBe(0);
  });

  it('a right password ends the back-off before the lock', async () => {
    const u = await registerUser(a);
    for (let i = 0; i < 9; i += 1) expect((await login(a, u.email, 'Sai-mat-khau-1', from(`198.51.100.${50 + i}`))).statusCode).toBe(401);
    expect((await login(b, u.email, u.password, from('198.51.100.99'))).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await login(b, u.email, 'Sai-mat-khau-1', from(`198.51.100.${60 + i}`))).statusCode).toBe(401);
  });
});

describe('per-address caps and code floods', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp('caps', { rateLimits: { loginPerIp: { max: 6, timeWindow: 60_000 } } });
    call = client(t.app);
  });
  afterAll(() => t?.close());

  it('one address trying many accounts is stopped, whichever accounts it names', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i += 1) codes.push((await login(call, `nguoi${i}@example.com`, 'Matkhau123', from('192.0.2.10'))).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    // another address is not affected
    expect((await login(call, 'nguoi0@example.com', 'Matkhau123', from('192.0.2.11'))).statusCode).toBe(401);
  });

  it('one phone number gets at most five codes, however it is spelt and from wherever it is asked', async () => {
    const spellings = ['0987001122', '+84987001122', '84 987 001 122', '0987.001.122', '+84-987-001-122', '0987001122', '0987 001 122'];
    const codes: number[] = [];
    for (const [i, phone] of spellings.entries()) {
      codes.push((await call('POST', '/api/user/login_phone.json', { phone }, { headers: from(`192.0.2.${100 + i}`) })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const outbox = await call('GET', '/api/dev/outbox.json', undefined, { query: { to: '0987001122' } });
    expect(outbox.body.data).toHaveLength(5);
    // the same cap holds for registration codes and forgot-password codes to that number
    expect((await call('POST', '/api/user/forgot_password.json', { username: '0987001122' }, { headers: from('192.0.2.200') })).statusCode).toBe(429);
  });

  it('and at most ten a day, window after window', async () => {
    const rules = (who: string) => [
      { key: `send:${who}`, max: 5, windowMs: 1 },
      { key: `send-day:${who}`, max: 10, windowMs: 86_400_000 },
    ];
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      waits.push(await t.app.repos.limits.hit(rules('0987009999')));
      await new Promise((r) => setTimeout(r, 5)); // the short window has closed again
    }
    expect(waits.slice(0, 10).every((w) => w === 0)).toBe(true);
    expect(waits.slice(10).every((w) => w > 86_000_000)).toBe(true);
  });

  it('registering address after address to learn which are taken is rationed per client address', async () => {
    const prober = await createTestApp('enum', { rateLimits: { sendPerIp: { max: 5, timeWindow: 60_000 } } });
    try {
      const c = client(prober.app);
      const codes: number[] = [];
      for (const username of [
        'hocvien@example.com',
        'a1@example.com',
        'hocvien2@example.com',
        'a2@example.com',
        'a3@example.com',
        'a4@example.com',
        'a5@example.com',
      ]) {
        codes.push(
          (await c('POST', '/api/user/register.json', { username, password: 'Matkhau123', full_name: 'Dò' }, { headers: from('192.0.2.66') }))
            .statusCode,
        );
      }
      expect(codes).toEqual([409, 200, 409, 200, 200, 429, 429]);
    } finally {
      await prober.close();
    }
  });

  it('"is this address taken?" answers are rationed per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      codes.push(
        (await call('GET', '/api/user/check_username.json', undefined, { query: { username: `ai${i}@example.com` }, headers: from('192.0.2.30') }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});

describe('guessing activation and promo codes', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp('guesses');
    call = client(t.app);
  });
  afterAll(() => t?.close());

  it('twenty wrong activation codes at once: at most ten are checked, then even a real code waits', async () => {
    const u = await registerUser(call);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/user/order/active.json', { code: `KH-DOAN-${String(i).padStart(4, '0')}` }, { token: u.token }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    expect(codes.filter((c) => c !== 429).every((c) => c === 404 || c === 400)).toBe(true);
    expect((await call('POST', '/api/user/order/active.json', { code: 'KH-DEMO-0001' }, { token: u.token })).statusCode).toBe(429);
  });

  it('right codes do not use the allowance up; wrong promo codes do, by check or by order', async () => {
    const u = await registerUser(call);
    for (let i = 0; i < 12; i += 1) {
      expect((await call('POST', '/api/user/promotion/check.json', { promo_code: 'GIAM20', course_ids: [2] }, { token: u.token })).statusCode).toBe(
        200,
      );
    }
    const wrong: number[] = [];
    for (let i = 0; i < 5; i += 1)
      wrong.push((await call('POST', '/api/user/promotion/check.json', { promo_code: `DOAN${i}`, course_ids: [2] }, { token: u.token })).statusCode);
    for (let i = 0; i < 5; i += 1)
      wrong.push((await call('POST', '/api/user/order.json', { course_ids: [2], promo_code: `DOAN${i}` }, { token: u.token })).statusCode);
    expect(wrong.every((c) => c === 400 || c === 404)).toBe(true);
    expect((await call('POST', '/api/user/promotion/check.json', { promo_code: 'GIAM20', course_ids: [2] }, { token: u.token })).statusCode).toBe(
      429,
    );
  });

  it('signed out, the allowance is the client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push(
        (await call('POST', '/api/user/promotion/check.json', { promo_code: `KHACH${i}`, course_ids: [2] }, { headers: from('192.0.2.44') }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c !== 429)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('ratings and avatars', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp('owners');
    call = client(t.app);
  });
  afterAll(() => t?.close());

  it('a learner who does not own a course cannot rate it; an owner can', async () => {
    const { registerUser } = await import('../../helpers/users');
    const stranger = await registerUser(call);
    const refused = await call('POST', '/api/user/course/vote.json', { course_id: 2, rate: 1 }, { token: stranger.token });
    expect(refused.statusCode).toBe(403);
    const demo = (await call('POST', '/api/user/login.json', { username: 'hocvien@example.com', password: 'Hocvien@123' })).body.data.token;
    expect((await call('POST', '/api/user/course/vote.json', { course_id: 16, rate: 5 }, { token: demo })).statusCode).toBe(200);
  });

  it.each([
    ['any web address', 'https://evil.example/track.png'],
    ['another learner upload', '/uploads/users/1/a.png'],
    ['a path climbing out of my folder', '/uploads/users/ME/../1/a.png'],
  ])('an avatar from %s is refused', async (_name, avatar) => {
    const { registerUser } = await import('../../helpers/users');
    const u = await registerUser(call);
    const other = u.id === 1 ? 2 : 1;
    const res = await call(
      'PATCH',
      '/api/user/user.json',
      { avatar: avatar.replace('/users/1/', `/users/${other}/`).replace('ME', String(u.id)) },
      { token: u.token },
    );
    expect(res.statusCode).toBe(400);
  });
});
