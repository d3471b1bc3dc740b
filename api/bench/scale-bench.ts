/**
 * `pnpm bench:scale [10000,100000,1000000]` — the demo catalogue copied to N courses (one INSERT … SELECT over
 * generate_series, indexes built once after: ./scale-seed.ts), then each catalogue call timed fresh (the
 * response caches dropped before every call), p50 and p99 of RUNS, per N. On a real PostgreSQL 15:
 * BENCH_PG_URL, or a throwaway Debian cluster (api/scripts/local-postgres.ts); PGlite only for N ≤ 10,000.
 * Prints the curve and writes docs/measurements-scale.md. Run it under the heavy lock (it seeds and times).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { startDatabase } from '../src/db/database';
import { encodeCursor, ORDERS } from '../src/repositories/course-order';
import { startLocalPostgres } from '../scripts/local-postgres';
import { copyCatalogue } from './scale-seed';

const SIZES = (process.argv[2] ?? '10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PGLITE = process.env.BENCH_PGLITE === '1';
const TARGET_MS = 50;

/** The calls of issue 36's table (a deep page is a cursor ~24,000 rows in; page numbers stop at 100). */
const CALLS: Array<[name: string, url: (deepCursor: string, alias: string) => string]> = [
  ['list, first page', () => '/api/user/course.json?page_size=12'],
  ['list, page 2001 by cursor', (c) => `/api/user/course.json?page_size=12&cursor=${c}`],
  ['list, page 100 (deepest by number)', () => '/api/user/course.json?page_size=12&page=100'],
  ['search, relevance (vật lý)', () => `/api/user/course.json?q=${encodeURIComponent('vật lý')}`],
  ['search, titles A→Z (tiếng anh)', () => `/api/user/course.json?q=${encodeURIComponent('tiếng anh')}&sort=title&search_in=title`],
  ['search, content (tiếng)', () => `/api/user/course.json?q=${encodeURIComponent('tiếng')}&search_in=content`],
  ['search, date (vật lý)', () => `/api/user/course.json?q=${encodeURIComponent('vật lý')}&sort=newest`],
  ['search, rare word (ielts)', () => '/api/user/course.json?q=ielts&search_in=content'],
  ['course page', (_c, alias) => `/api/user/course/details.json?alias=${alias}`],
  ['sitemap index', () => '/sitemap.xml'],
  ['sitemap file (courses 0)', () => '/sitemap-courses-0.xml'],
];

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]!;

async function measure(url: string, size: number) {
  const schema = `scale_${size}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-bench-'));
  const app = await buildApp({ databaseUrl: url, searchPath: schema, dataDir, logger: false, preparedStatements: !PGLITE });
  await app.ready();
  const db = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await db.connect();
  const t0 = Date.now();
  const total = await copyCatalogue(db, size);
  const seedSeconds = (Date.now() - t0) / 1000;
  console.log(`\n${total} courses (copied in ${seedSeconds.toFixed(0)} s)`);
  const deep = await db.query(
    `SELECT c.popularity::text AS k0, c.id::text AS k1 FROM courses c WHERE published ORDER BY popularity DESC, id DESC OFFSET least(24000, $1::int / 2) LIMIT 1`,
    [total],
  );
  const cursor = deep.rows[0] ? encodeCursor(ORDERS.popular!, deep.rows[0]) : '';
  const some = await db.query(`SELECT alias || '-' || alias_code AS a FROM courses WHERE published ORDER BY id DESC LIMIT 1`);
  const out: Record<string, { p50: number; p99: number; status: number }> = {};
  for (const [name, make] of CALLS) {
    const u = make(cursor, some.rows[0].a as string);
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i <= RUNS; i += 1) {
      app.repos.courses.forgetCached();
      const s = performance.now();
      const res = await app.inject({ method: 'GET', url: u });
      if (i > 0) times.push(performance.now() - s); // the first run warms the plan and the pages
      status = Math.max(status, res.statusCode);
    }
    out[name] = { p50: quantile(times, 0.5), p99: quantile(times, 0.99), status };
    console.log(
      `${name.padEnd(36)} p50 ${out[name]!.p50.toFixed(1).padStart(7)} ms  p99 ${out[name]!.p99.toFixed(1).padStart(7)} ms  (HTTP ${status})`,
    );
  }
  await db.end();
  await app.close();
  // BENCH_KEEP_SCHEMA=1 leaves the copy to study its plans (psql, search_path=scale_N)
  if (process.env.BENCH_KEEP_SCHEMA !== '1') await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { total, seedSeconds, out };
}

function writeDoc(results: Array<Awaited<ReturnType<typeof measure>>>, engine: string): void {
  const cell = (r: (typeof results)[number], name: string) => {
    const m = r.out[name]!;
    const over = m.p99 > TARGET_MS ? ' ✗' : '';
    return `${m.p50.toFixed(1)} / ${m.p99.toFixed(1)}${over}${m.status >= 400 ? `, HTTP ${m.status}` : ''}`;
  };
  const head = `| call (p50 / p99 ms) | ${results.map((r) => `${r.total.toLocaleString('en')} courses`).join(' | ')} |\n|---|${results.map(() => '---|').join('')}\n`;
  const rows = CALLS.map(([name]) => `| ${name} | ${results.map((r) => cell(r, name)).join(' | ')} |`);
  const seeded = `| seeded in | ${results.map((r) => `${r.seedSeconds.toFixed(0)} s`).join(' | ')} |`;
  const file = path.resolve(__dirname, '../../docs/measurements-scale.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const keep = previous.includes('<!-- bench:scale end -->') ? previous.slice(previous.indexOf('<!-- bench:scale end -->') + 25) : '';
  fs.writeFileSync(
    file,
    `# Catalogue calls as the catalogue grows (issue 36)

<!-- bench:scale start: written by \`pnpm bench:scale ${SIZES.join(',')}\` -->

Command: \`pnpm bench:scale ${SIZES.join(',')}\` (api/bench/scale-bench.ts) on ${engine}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}),
${Math.round(os.totalmem() / 2 ** 30)} GB, ${new Date().toISOString().slice(0, 10)}. The demo catalogue copied to N courses; each call through the API
(app.inject) with its response caches dropped first; p50 / p99 of ${RUNS} runs after one warm-up; ✗ marks a p99 over ${TARGET_MS} ms.

${head}${rows.join('\n')}
${seeded}

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
    const local = startLocalPostgres(54331);
    url = local.url;
    stop = async () => local.stop();
    engine = 'PostgreSQL 15 (throwaway local cluster)';
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
