import net from 'node:net';
import pg from 'pg';
import { client, type Call } from '../helpers/client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { registerUser, type TestUser } from '../helpers/users';

/**
 * The database goes away for 5 s while learners are buying (a PostgreSQL restart, a failover, the network
 * between the API and the database cut): every connection dies and new ones are refused, through a TCP
 * relay between the API and a real PostgreSQL. The API must answer 503 with a Vietnamese message and
 * Retry-After (never a 500), come back by itself, and lose or duplicate no order: a client that retries
 * with its Idempotency-Key ends with exactly one order per key. Runs on a real PostgreSQL (CI).
 */
const realPostgres = process.env.API_TEST_PGLITE !== '1';
const OUTAGE_MS = 5_000;
const ORDERS = 24;

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
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

(realPostgres ? describe : describe.skip)('the database away for 5 s under load', () => {
  let t: TestApp;
  let call: Call;
  let proxy: ReturnType<typeof relay>;
  let learner: TestUser;

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    proxy = relay({ host: url.hostname, port: Number(url.port || 5432) });
    const port = await proxy.listen();
    const through = new URL(url);
    through.port = String(port);
    // short connect timeout: a refused database is known in a second, not ten
    t = await createTestApp('outage', { databaseUrl: through.toString(), poolMax: 4 });
    call = client(t.app);
    learner = await registerUser(call);
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 in Vietnamese meanwhile, recovers by itself, and keeps exactly one order per key', async () => {
    const statuses: number[] = [];
    const during: { status: number; message: string; retryAfter: unknown }[] = [];
    let outage: 'before' | 'during' | 'after' = 'before';
    const ids = new Map<string, number>();

    /** One learner's purchase, retried with the same key until it goes through (as the checkout page does). */
    async function buy(key: string): Promise<void> {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const r = await call('POST', '/api/user/order.json', { course_ids: [6] }, { token: learner.token, headers: { 'idempotency-key': key } });
        statuses.push(r.statusCode);
        if (outage === 'during' && r.statusCode !== 200) during.push({ status: r.statusCode, message: r.body.message, retryAfter: r.headers['retry-after'] });
        if (r.statusCode === 200) {
          const id = r.body.data.order.id as number;
          if (ids.has(key)) expect(ids.get(key)).toBe(id);
          ids.set(key, id);
          return;
        }
        if (Date.now() > deadline) throw new Error(`${key}: still ${r.statusCode} after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }

    const keys = Array.from({ length: ORDERS }, (_, i) => `outage-${Date.now()}-${i}`);
    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        await buy(keys[next++]!);
        await new Promise((resolve) => setTimeout(resolve, 150)); // a light load, not a flood
      }
    };
    const load = Promise.all([worker(), worker(), worker()]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    outage = 'during';
    proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS / 2));
    proxy.restore();
    outage = 'after';
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
    const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${t.schema}` });
    await db.connect();
    const { rows } = await db.query<{ n: number; distinct_ids: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT id)::int AS distinct_ids FROM orders WHERE user_id = $1', [learner.id]);
    await db.end();
    expect(ids.size).toBe(ORDERS);
    expect(new Set(ids.values()).size).toBe(ORDERS);
    expect(rows[0]).toEqual({ n: ORDERS, distinct_ids: ORDERS });
  }, 60_000);
});
