/**
 * `pnpm bench:scale [10000,100000,1000000]` — the demo catalogue copied to N courses (one INSERT … SELECT over
 * generate_series, indexes built once after: ./scale-seed.ts), then each catalogue call timed fresh (the
 * response caches dropped before every call), p50 and p99 of RUNS, per N. On a real PostgreSQL 15:
 * BENCH_PG_URL, or a Debian cluster of its own (api/scripts/local-postgres.ts): throwaway, or kept in BENCH_PG_DIR
 * (e.g. /tmp/scale-pg) with each seeded copy, which the next run measures again without seeding (a million courses
 * take minutes to copy); PGlite only for N ≤ 10,000. Beside the courses: their lessons, 100k–1M learners with an
 * order each, and one learner with 500 courses and 500 orders (./scale-learners.ts), whose my-courses and order
 * list are timed signed in. Prints the curve and writes docs/measurements-scale.md. Run it under the heavy lock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/plugins/app/auth';
import { startDatabase } from '../src/db/database';
import { encodeCursor, ORDERS } from '../src/repositories/course-order';
import { startLocalPostgres } from '../scripts/local-postgres';
import { copyCatalogue } from './scale-seed';
import { BENCH_LEARNER_ID, seedLearners } from './scale-learners';

const SIZES = (process.argv[2] ?? '10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PGLITE = process.env.BENCH_PGLITE === '1';
const TARGET_MS = 50;
/** The cluster's directory when it is kept between runs, with the copies it holds (BENCH_PG_DIR). */
const KEEP_DIR = process.env.BENCH_PG_DIR;
const KEEP = KEEP_DIR !== undefined || process.env.BENCH_KEEP_SCHEMA === '1';
/** 100k–1M learners, one order each (issue 36). */
const learnersFor = (n: number) => Math.min(1_000_000, Math.max(100_000, n));

interface CallContext {
  /** A cursor ~24,000 rows into the list (page numbers stop at 100). */
  cursor: string;
  alias: string;
}

/** The calls of issue 36's table; the last two signed in as the learner with 500 courses. */
const CALLS: Array<[name: string, url: (x: CallContext) => string, signedIn?: boolean]> = [
  ['list, first page', () => '/api/user/course.json?page_size=12'],
  ['list, page 2001 by cursor', (x) => `/api/user/course.json?page_size=12&cursor=${x.cursor}`],
  ['list, page 100 (deepest by number)', () => '/api/user/course.json?page_size=12&page=100'],
  ['search, relevance (vật lý)', () => `/api/user/course.json?q=${encodeURIComponent('vật lý')}`],
  ['search, titles A→Z (tiếng anh)', () => `/api/user/course.json?q=${encodeURIComponent('tiếng anh')}&sort=title&search_in=title`],
  ['search, content (tiếng)', () => `/api/user/course.json?q=${encodeURIComponent('tiếng')}&search_in=content`],
  ['search, date (vật lý)', () => `/api/user/course.json?q=${encodeURIComponent('vật lý')}&sort=newest`],
  ['search, rare word (ielts)', () => '/api/user/course.json?q=ielts&search_in=content'],
  ['course page', (x) => `/api/user/course/details.json?alias=${x.alias}`],
  ['sitemap index', () => '/sitemap.xml'],
  ['sitemap file (courses 0)', () => '/sitemap-courses-0.xml'],
  ['my courses (500 owned), first page', () => '/api/user/my_course.json?page_size=12', true],
  ['my orders (500), first page', () => '/api/user/order.json', true],
];

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]!;

/** A copy seeded by an earlier run (its row is written last, so a copy cut short is seeded again). */
async function seededBefore(admin: pg.Client, schema: string) {
  const { rows } = await admin.query(`SELECT to_regclass('${schema}.bench_seed') IS NOT NULL AS present`);
  if (!rows[0].present) return null;
  const r = await admin.query<{ courses: number; learners: number; seconds: number }>(`SELECT courses, learners, seconds FROM ${schema}.bench_seed`);
  return r.rows[0] ?? null;
}

async function measure(url: string, size: number) {
  const schema = `scale_${size}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let seeded = KEEP ? await seededBefore(admin, schema) : null;
  if (!seeded) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-bench-'));
  const app = await buildApp({ databaseUrl: url, searchPath: schema, dataDir, logger: false, preparedStatements: !PGLITE });
  await app.ready();
  const db = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await db.connect();
  if (!seeded) {
    const t0 = Date.now();
    const courses = await copyCatalogue(db, size);
    const learners = await seedLearners(db, size, learnersFor(size));
    seeded = { courses, learners, seconds: (Date.now() - t0) / 1000 };
    await db.query(`CREATE TABLE bench_seed AS SELECT $1::int AS courses, $2::int AS learners, $3::real AS seconds`, [
      courses,
      learners,
      seeded.seconds,
    ]);
  }
  const { courses: total, learners, seconds: seedSeconds } = seeded;
  console.log(`\n${total} courses, ${learners} learners (seeded in ${seedSeconds.toFixed(0)} s)`);
  const session = await app.repos.sessions.create(BENCH_LEARNER_ID, app.config.refreshTtl);
  const auth = `Bearer ${signAccessToken(app.config.jwtKeys, app.config.accessTtl, BENCH_LEARNER_ID, session.sessionId)}`;
  const deep = await db.query(
    `SELECT c.popularity::text AS k0, c.id::text AS k1 FROM courses c WHERE published ORDER BY popularity DESC, id DESC OFFSET least(24000, $1::int / 2) LIMIT 1`,
    [total],
  );
  const cursor = deep.rows[0] ? encodeCursor(ORDERS.popular!, deep.rows[0]) : '';
  const some = await db.query(`SELECT alias || '-' || alias_code AS a FROM courses WHERE published ORDER BY id DESC LIMIT 1`);
  const context = { cursor, alias: some.rows[0].a as string };
  const out: Record<string, { p50: number; p99: number; status: number; errors: number }> = {};
  for (const [name, make, signedIn] of CALLS) {
    const u = make(context);
    const times: number[] = [];
    let status = 0;
    let errors = 0;
    let body = '';
    for (let i = 0; i <= RUNS; i += 1) {
      app.repos.courses.forgetCached();
      const s = performance.now();
      const res = await app.inject({ method: 'GET', url: u, headers: signedIn ? { authorization: auth } : {} });
      if (i > 0) times.push(performance.now() - s); // the first run warms the plan and the pages
      status = Math.max(status, res.statusCode);
      if (res.statusCode >= 500) errors += 1;
      body = res.body;
    }
    // timed as the learner with 500 courses and orders, or the call measured something else
    if (signedIn && JSON.parse(body).data?.total !== 500) throw new Error(`${name}: not the learner's 500 (${body.slice(0, 200)})`);
    out[name] = { p50: quantile(times, 0.5), p99: quantile(times, 0.99), status, errors };
    console.log(
      `${name.padEnd(36)} p50 ${out[name]!.p50.toFixed(1).padStart(7)} ms  p99 ${out[name]!.p99.toFixed(1).padStart(7)} ms  (HTTP ${status}, ${errors} × 5xx)`,
    );
  }
  await app.repos.sessions.revoke(session.sessionId, 'logout');
  await db.end();
  await app.close();
  // kept (BENCH_PG_DIR or BENCH_KEEP_SCHEMA=1): measured again by the next run, its plans open to study (search_path=scale_N)
  if (!KEEP) await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { total, learners, seedSeconds, out };
}

function writeDoc(results: Array<Awaited<ReturnType<typeof measure>>>, engine: string): void {
  const cell = (r: (typeof results)[number], name: string) => {
    const m = r.out[name]!;
    const over = m.p99 > TARGET_MS ? ' ✗' : '';
    return `${m.p50.toFixed(1)} / ${m.p99.toFixed(1)}${over}${m.status >= 400 ? `, HTTP ${m.status}` : ''}${m.errors ? `, ${m.errors} × 5xx` : ''}`;
  };
  const cells = [
    ['call (p50 / p99 ms)', ...results.map((r) => `${r.total.toLocaleString('en')} courses`)],
    ...CALLS.map(([name]) => [name, ...results.map((r) => cell(r, name))]),
    ['learners (one order each) + the one with 500', ...results.map((r) => `${(r.learners - 1).toLocaleString('en')} + 1`)],
    ['seeded in', ...results.map((r) => `${r.seedSeconds.toFixed(0)} s`)],
  ];
  // padded as Prettier writes a table, so the written doc passes its check
  const width = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(width[i]!)).join(' | ')} |`;
  const table = [line(cells[0]!), line(width.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n');
  const asked = results.length * CALLS.length * (RUNS + 1);
  const errors = results.reduce((sum, r) => sum + Object.values(r.out).reduce((e, m) => e + m.errors, 0), 0);
  const command = `${KEEP_DIR ? `BENCH_PG_DIR=${KEEP_DIR} ` : ''}pnpm bench:scale ${SIZES.join(',')}`;
  const file = path.resolve(__dirname, '../../docs/measurements-scale.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const keep = previous.includes('<!-- bench:scale end -->') ? previous.slice(previous.indexOf('<!-- bench:scale end -->') + 25) : '';
  fs.writeFileSync(
    file,
    `# Catalogue calls as the catalogue grows (issue 36)

<!-- bench:scale start: written by \`${command}\` -->

Command: \`${command}\` (api/bench/scale-bench.ts) on ${engine}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}),
${Math.round(os.totalmem() / 2 ** 30)} GB, ${new Date().toISOString().slice(0, 10)}. The demo catalogue copied to N courses; each call through the API
(app.inject) with its response caches dropped first; p50 / p99 of ${RUNS} runs after one warm-up; ✗ marks a p99 over ${TARGET_MS} ms.
The last two signed in as a learner who owns 500 courses, each bought in its own order. Answers 5xx: ${errors} of ${asked.toLocaleString('en')}.

${table}

<!-- bench:scale end -->
${keep}`,
  );
}

async function main(): Promise<void> {
  let url = process.env.BENCH_PG_URL;
  let stop = async () => {};
  let engine = 'PostgreSQL 15 (BENCH_PG_URL)';
  if (PGLITE) {
    if (SIZES.some((n) => n > 10_000)) throw new Error('PGlite: at most 10,000 courses (use PostgreSQL for more)');
    const h = await startDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'scale-pglite-')) });
    url = h.url;
    stop = h.stop;
    engine = 'PGlite';
  } else if (!url) {
    const local = startLocalPostgres(54331, { keepDir: KEEP_DIR, sharedBuffers: '512MB' });
    url = local.url;
    stop = async () => local.stop();
    engine = `PostgreSQL 15 (a local cluster${KEEP_DIR ? ` kept in ${KEEP_DIR}` : ', throwaway'}, fsync off)`;
  }
  const results = [];
  try {
    if (!PGLITE) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const v = await c.query(
        `SELECT current_setting('server_version') AS v, current_setting('shared_buffers') AS sb, current_setting('work_mem') AS wm`,
      );
      engine += ` (server ${v.rows[0].v}, shared_buffers ${v.rows[0].sb}, work_mem ${v.rows[0].wm})`;
      await c.end();
    }
    for (const n of SIZES) results.push(await measure(url!, n));
  } finally {
    await stop();
  }
  writeDoc(results, engine);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
