/**
 * `pnpm bench:api` — autocannon on loopback against the API on a real PostgreSQL (Debian PostgreSQL 15, a throwaway
 * cluster), or PGlite when PostgreSQL is not installed. Prints req/s, p50 and p99 for: course list, course detail,
 * login, add to cart; plus the course list at a fixed 1,000 req/s (target: p99 ≤ 20 ms on 2 cores).
 *
 * The API runs in its own process (as in production) with logging off; autocannon runs here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startLocalPostgres, type LocalPostgres } from '../scripts/local-postgres';

const API_DIR = path.resolve(__dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** Retail courses nobody in the bench owns (23 is combo-only, 16 / 30 belong to the demo learner). */
const CART_COURSES = [2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 15, 17, 18, 20, 21, 22, 24, 25, 26, 27, 28, 31, 32, 33, 34, 36, 37];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`API did not start: ${url}`);
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(name: string, opts: autocannon.Options): Promise<Row> {
  const r = await autocannon({ connections: 10, duration: DURATION, ...opts });
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** Register learners through the API (OTP from the dev outbox) and return their access tokens. */
async function registerLearners(base: string, count: number): Promise<string[]> {
  const json = { 'content-type': 'application/json' };
  const post = async (url: string, body: unknown) =>
    (await fetch(`${base}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) })).json() as Promise<{ data: any }>;
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench.${Date.now()}.${i}@example.com`;
    await post('/api/user/register.json', { username: email, password: 'Benchmark123' });
    const outbox = (await (await fetch(`${base}/api/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { data: Array<{ otp: string }> };
    tokens.push((await post('/api/user/verify_otp.json', { username: email, otp: outbox.data[0]!.otp })).data.token);
  }
  return tokens;
}

async function main(): Promise<void> {
  let pg: LocalPostgres | null = null;
  let dbLabel = 'PGlite (embedded)';
  try {
    pg = startLocalPostgres(Number(process.env.PG_PORT ?? 54339));
    dbLabel = 'PostgreSQL 15 (Debian)';
  } catch (e) {
    console.warn(`PostgreSQL unavailable (${(e as Error).message.split('\n')[0]}); benchmarking on PGlite`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-bench-'));
  const env = {
    ...process.env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // development mode: the bench signs in the demo learner and reads registration codes from the dev outbox
    LOGIN_RATE_LIMIT: '1000000',
    NODE_ENV: 'development',
    JWT_SECRET: 'bench-secret-'.padEnd(40, 'x'),
    DB_POOL_MAX: pg ? '16' : '4',
    ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_URL: '' }),
  };
  if (!pg) delete (env as Record<string, string | undefined>).DATABASE_URL;
  const tsx = path.resolve(API_DIR, '..', 'node_modules', '.bin', 'tsx');
  const server: ChildProcess = spawn(tsx, ['src/server.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/settings.json`);
    const json = { 'content-type': 'application/json' };
    const loginBody = JSON.stringify({ username: 'hocvien@example.com', password: 'Hocvien@123' });
    const login = (await (await fetch(`${base}/api/user/login.json`, { method: 'POST', headers: json, body: loginBody })).json()) as {
      data: { token: string };
    };
    const tokens = [login.data.token, ...(await registerLearners(base, 19))];
    const detail = (await (await fetch(`${base}/api/user/course.json?ids=10`)).json()) as {
      data: { items: Array<{ alias: string; alias_code: string }> };
    };
    const alias = `${detail.data.items[0]!.alias}-${detail.data.items[0]!.alias_code}`;

    // warm-up
    await autocannon({ url: `${base}/api/user/course.json`, connections: 10, duration: 2 });

    const rows: Row[] = [];
    rows.push(
      await run('course list (max)', {
        url: base,
        requests: [
          { path: '/api/user/course.json?page=1&page_size=12' },
          { path: '/api/user/course.json?category=ngoai-ngu&sort=price_asc' },
          { path: '/api/user/course.json?section=featured' },
          { path: '/api/user/course.json?page=2&sort=newest' },
        ],
      }),
    );
    rows.push(await run('course list @1000 req/s', { url: `${base}/api/user/course.json?page=1&page_size=12`, overallRate: 1000, connections: 10 }));
    rows.push(await run('course detail (max)', { url: `${base}/api/user/course/details.json?alias=${alias}` }));
    rows.push(
      await run('login (max, scrypt)', { url: `${base}/api/user/login.json`, method: 'POST', headers: json, body: loginBody, connections: 4 }),
    );
    // 20 signed-in learners adding courses to their own carts (one learner hammering one cart row measures lock waits, not the API)
    let n = 0;
    rows.push(
      await run('add to cart (max)', {
        url: `${base}/api/user/cart.json`,
        requests: [
          {
            method: 'PATCH',
            setupRequest: (req) => {
              n++;
              const courseId = CART_COURSES[n % CART_COURSES.length];
              return {
                ...req,
                headers: { ...json, authorization: `Bearer ${tokens[n % tokens.length]}` },
                body: JSON.stringify({ course_id: courseId }),
              };
            },
          },
        ],
      }),
    );

    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    console.log(
      `\nAPI benchmark — ${dbLabel}, ${os.cpus().length} cores, ${DURATION}s per run, loopback, load average ${load} (machine is shared)\n`,
    );
    console.log('scenario                    req/s     p50 ms   p90 ms   p99 ms   errors  non-2xx');
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(26)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p90).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.non2xx).padStart(8)}`,
      );
    }
    const target = rows.find((r) => r.name.includes('@1000'))!;
    console.log(`\ncourse list at 1,000 req/s: p99 ${target.p99} ms (target ≤ 20 ms) → ${target.p99 <= 20 && target.rps >= 950 ? 'MET' : 'NOT MET'}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
