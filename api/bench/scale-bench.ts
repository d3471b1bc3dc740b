/**
 * `pnpm bench:scale [10000,100000]` — the demo catalogue copied to N courses, then each catalogue call timed fresh
 * (the response caches dropped before every call), median and worst of RUNS, per N. On a real PostgreSQL 15:
 * BENCH_PG_URL, or a throwaway Debian cluster (api/scripts/local-postgres.ts); PGlite only for N ≤ 10,000.
 * Prints the curve and writes docs/measurements-scale.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { startDatabase } from '../src/db/database';
import { encodeCursor, ORDERS } from '../src/repositories/course-order';
import { startLocalPostgres } from '../scripts/local-postgres';

const SIZES = (process.argv[2] ?? '10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PGLITE = process.env.BENCH_PGLITE === '1';

/** The calls of issue 36's table (a deep page is now a cursor ~24,000 rows in, and the last page). */
const CALLS: Array<[name: string, url: (deepCursor: string) => string]> = [
  ['list, first page', () => '/api/user/course.json?page_size=12'],
  ['list, page 2001 by cursor', (c) => `/api/user/course.json?page_size=12&cursor=${c}`],
  ['list, last page (by number)', () => '/api/user/course.json?page_size=12&page=LAST'],
  ['search, relevance (vật lý)', () => `/api/user/course.json?q=${encodeURIComponent('vật lý')}`],
  ['search, titles A→Z (tiếng anh)', () => `/api/user/course.json?q=${encodeURIComponent('tiếng anh')}&sort=title&search_in=title`],
  ['search, content (tiếng)', () => `/api/user/course.json?q=${encodeURIComponent('tiếng')}&search_in=content`],
  ['search, date (vật lý)', () => `/api/user/course.json?q=${encodeURIComponent('vật lý')}&sort=newest`],
  ['sitemap index', () => '/sitemap.xml'],
  ['sitemap file (courses 0)', () => '/sitemap-courses-0.xml'],
];

async function copyCatalogue(db: pg.Client, n: number): Promise<void> {
  // Copy k of the demo's courses gets ids k·1000 + id, an alias_code of its own, and a later created_at.
  await db.query(
    `INSERT INTO courses (id, name, alias, alias_code, type, thumbnail, thumb_w, thumb_h, teacher_id, price, price_new, total_child,
       flatform_type, vote_total, vote_count, category_id, subject_id, short_description, description, meta_title, meta_description,
       meta_keywords, featured, popularity, published, created_at)
     SELECT k * 1000 + c.id, c.name, c.alias, c.alias_code || 'x' || k, c.type, c.thumbnail, c.thumb_w, c.thumb_h, c.teacher_id, c.price,
       c.price_new, 0, c.flatform_type, c.vote_total, c.vote_count, c.category_id, c.subject_id, c.short_description, c.description,
       c.meta_title, c.meta_description, c.meta_keywords, false, (c.popularity + k) % 997, true, c.created_at + make_interval(secs => k)
     FROM generate_series(1, $1::int) AS k CROSS JOIN (SELECT * FROM courses WHERE id < 1000) c
     WHERE k * 1000 + c.id <= $2::int * 1000 / 65 + 1000`,
    [Math.ceil(n / 65), n],
  );
  await db.query('VACUUM ANALYZE courses');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
  await copyCatalogue(db, size);
  const { rows } = await db.query('SELECT count(*)::int AS n FROM courses WHERE published');
  const total = rows[0].n as number;
  console.log(`\n${total} courses (copied in ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  const deep = await db.query(
    `SELECT c.popularity::text AS k0, c.id::text AS k1 FROM courses c WHERE published ORDER BY popularity DESC, id DESC OFFSET least(24000, $1::int / 2) LIMIT 1`,
    [total],
  );
  const cursor = deep.rows[0] ? encodeCursor(ORDERS.popular!, deep.rows[0]) : '';
  const out: Record<string, { median: number; max: number; status: number }> = {};
  for (const [name, make] of CALLS) {
    const u = make(cursor).replace('LAST', String(Math.ceil(total / 12)));
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i <= RUNS; i += 1) {
      app.repos.courses.forgetCached();
      const s = performance.now();
      const res = await app.inject({ method: 'GET', url: u });
      if (i > 0) times.push(performance.now() - s); // the first run warms the plan and the pages
      status = Math.max(status, res.statusCode);
    }
    out[name] = { median: median(times), max: Math.max(...times), status };
    console.log(`${name.padEnd(32)} ${median(times).toFixed(1).padStart(8)} ms  (worst ${Math.max(...times).toFixed(1)}, HTTP ${status})`);
  }
  await db.end();
  await app.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { total, out };
}

function writeDoc(results: Array<Awaited<ReturnType<typeof measure>>>, engine: string): void {
  const head = `| call | ${results.map((r) => `${r.total.toLocaleString('en')} courses`).join(' | ')} |\n|---|${results.map(() => '---|').join('')}\n`;
  const rows = CALLS.map(
    ([name]) =>
      `| ${name} | ${results.map((r) => `${r.out[name]!.median.toFixed(1)} ms (worst ${r.out[name]!.max.toFixed(0)}${r.out[name]!.status >= 400 ? `, HTTP ${r.out[name]!.status}` : ''})`).join(' | ')} |`,
  );
  const file = path.resolve(__dirname, '../../docs/measurements-scale.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const keep = previous.includes('<!-- bench:scale end -->') ? previous.slice(previous.indexOf('<!-- bench:scale end -->') + 25) : '';
  fs.writeFileSync(
    file,
    `# Catalogue calls as the catalogue grows (issue 36)

<!-- bench:scale start: written by \`pnpm bench:scale ${SIZES.join(',')}\` -->
Command: \`pnpm bench:scale ${SIZES.join(',')}\` (api/bench/scale-bench.ts) on ${engine}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}),
${new Date().toISOString().slice(0, 10)}. The demo catalogue copied to N courses; each call through the API (app.inject) with its
response caches dropped first; median of ${RUNS} runs after one warm-up (worst in brackets).

${head}${rows.join('\n')}
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
