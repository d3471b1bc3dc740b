import net from 'node:net';
import pg from 'pg';
import { describeWhere } from '@edu/shared/testing';
import { client, type Call } from '../helpers/client';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { registerUser, type TestUser } from '../helpers/users';

/**
 * The database goes away for 5 s while learners are buying, two ways: PostgreSQL itself stopped and
 * started again (`pg_ctl stop -m fast`, a test's own server), and the network between the API and the
 * database cut (a TCP relay that drops every connection and refuses new ones). Either way the API must
 * answer 503 with a Vietnamese message and Retry-After (never a 500), come back by itself, and lose or
 * duplicate no order: a client that retries with its Idempotency-Key ends with exactly one order per key,
 * counted in the database. Runs on a real PostgreSQL (CI).
 */
const realPostgres = process.env.API_TEST_PGLITE !== '1';
const OUTAGE_MS = 5_000;
const ORDERS = 24;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP relay that can drop every connection and refuse new ones for a while. */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((socket) => {
    if (down) return socket.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    socket.pipe(upstream).pipe(socket);
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Three learners' worth of purchases (retried with the same key until they go through, as the checkout
 * page does) while `outage` takes the database away for OUTAGE_MS; then every assertion of the scenario.
 */
async function purchasesThrough(t: TestApp, databaseUrl: string, outage: { begin(): void; end(): void }): Promise<void> {
  const call: Call = client(t.app);
  const learner: TestUser = await registerUser(call);
  const statuses: number[] = [];
  const during: { status: number; message: string; retryAfter: unknown }[] = [];
  let down = false;
  const ids = new Map<string, number>();

  async function buy(key: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const r = await call('POST', '/api/user/order.json', { course_ids: [6] }, { token: learner.token, headers: { 'idempotency-key': key } });
      statuses.push(r.statusCode);
      if (down && r.statusCode !== 200) during.push({ status: r.statusCode, message: r.body.message, retryAfter: r.headers['retry-after'] });
      if (r.statusCode === 200) {
        const id = r.body.data.order.id as number;
        if (ids.has(key)) expect(ids.get(key)).toBe(id);
        ids.set(key, id);
        return;
      }
      if (Date.now() > deadline) throw new Error(`${key}: still ${r.statusCode} after 30 s`);
      await pause(250);
    }
  }

  const keys = Array.from({ length: ORDERS }, (_, i) => `outage-${Date.now()}-${i}`);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      await buy(keys[next++]!);
      await pause(150); // a light load, not a flood
    }
  };
  const load = Promise.all([worker(), worker(), worker()]);
  await pause(600);
  down = true;
  outage.begin();
  await pause(OUTAGE_MS / 2);
  expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);
  await pause(OUTAGE_MS / 2);
  outage.end();
  down = false;
  await load;

  expect(during.length).toBeGreaterThan(0);
  for (const d of during) {
    expect(d.status).toBe(503);
    expect(d.message).toBe('Hệ thống đang tạm gián đoạn kết nối dữ liệu, vui lòng thử lại sau giây lát');
    expect(d.retryAfter).toBe('3');
  }
  expect(statuses).not.toContain(500);
  expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);

  // counted in the database, directly: one order per key, none lost, none twice
  const db = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${t.schema}` });
  await db.connect();
  const { rows } = await db.query<{ n: number; distinct_ids: number }>(
    'SELECT count(*)::int AS n, count(DISTINCT id)::int AS distinct_ids FROM orders WHERE user_id = $1',
    [learner.id],
  );
  await db.end();
  expect(ids.size).toBe(ORDERS);
  expect(new Set(ids.values()).size).toBe(ORDERS);
  expect(rows[0]).toEqual({ n: ORDERS, distinct_ids: ORDERS });
}

// PGlite is in-process: there is no server to stop (the PostgreSQL step of pnpm test runs it)
describeWhere(realPostgres, 'postgresql-only: takes a PostgreSQL server away under load (PGlite is in-process)')(
  'the database away for 5 s under load',
  () => {
    it('PostgreSQL stopped and started again: 503 in Vietnamese meanwhile, back by itself, one order per key', async () => {
      const shared = process.env.TEST_DATABASE_URL;
      const server: PrivatePostgres | null = await startPrivatePostgres();
      if (!server) throw new Error('PostgreSQL binaries not found (PG_BIN): this test stops a server of its own');
      let t: TestApp | undefined;
      try {
        // the app and its schema on the test's own server, which it may stop
        process.env.TEST_DATABASE_URL = server.url;
        t = await createTestApp('outage_stop', { poolMax: 4 });
        await purchasesThrough(t, server.url, { begin: () => server.stop(), end: () => server.start() });
      } finally {
        await t?.close().catch(() => undefined);
        process.env.TEST_DATABASE_URL = shared;
        server.destroy();
      }
    }, 90_000);

    it('the network to PostgreSQL cut: the same', async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const proxy = relay({ host: url.hostname, port: Number(url.port || 5432) });
      const through = new URL(url);
      through.port = String(await proxy.listen());
      const t = await createTestApp('outage_cut', { databaseUrl: through.toString(), poolMax: 4 });
      try {
        await purchasesThrough(t, process.env.TEST_DATABASE_URL!, { begin: () => proxy.cut(), end: () => proxy.restore() });
      } finally {
        await t.close();
        await proxy.close();
      }
    }, 60_000);
  },
);
