import pg from 'pg';

/**
 * The test database (PGlite through our socket scheduler, or CI's PostgreSQL) must behave like PostgreSQL for
 * several pooled connections at once: no interleaved extended-protocol batches, errors that do not desynchronise
 * the connection, transactions that keep the backend, large results, and a search_path per connection.
 */
const url = process.env.TEST_DATABASE_URL!;
let pools: pg.Pool[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP SCHEMA IF EXISTS mux_a CASCADE; DROP SCHEMA IF EXISTS mux_b CASCADE; CREATE SCHEMA mux_a; CREATE SCHEMA mux_b');
  await admin.query(
    "CREATE TABLE mux_a.t (id int PRIMARY KEY, v text); CREATE TABLE mux_b.t (id int PRIMARY KEY, v text); INSERT INTO mux_a.t VALUES (1, 'a'); INSERT INTO mux_b.t VALUES (1, 'b')",
  );
  await admin.end();
  pools = ['mux_a', 'mux_b'].map((s) => {
    const p = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${s}` });
    p.on('error', () => {});
    return p;
  });
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP SCHEMA mux_a CASCADE; DROP SCHEMA mux_b CASCADE');
  await admin.end();
});

describe('database connections under concurrency', () => {
  it('keeps parameters, results and search_path per connection with errors and transactions in the mix', async () => {
    let wrong = 0;
    let failures = 0;
    await Promise.all(
      Array.from({ length: 400 }, async (_, i) => {
        const p = pools[i % 2]!;
        if (i % 7 === 0) {
          await p.query('SELECT $1::int', ['not-an-int']).catch(() => failures++);
          return;
        }
        if (i % 11 === 0) {
          const c = await p.connect();
          try {
            await c.query('BEGIN');
            await c.query('INSERT INTO t VALUES ($1, $2)', [1000 + i, 'tx']);
            await c.query('INSERT INTO t VALUES (1, $1)', ['duplicate']);
            await c.query('COMMIT');
          } catch {
            failures++;
            await c.query('ROLLBACK');
          } finally {
            c.release();
          }
          return;
        }
        const r = await p.query('SELECT v, $1::int AS n FROM t WHERE id = 1', [i]);
        if (r.rows[0]?.v !== (i % 2 ? 'b' : 'a') || r.rows[0]?.n !== i) wrong++;
      }),
    );
    expect(wrong).toBe(0);
    expect(failures).toBeGreaterThan(50);
    const counts = await Promise.all(pools.map((p) => p.query('SELECT count(*)::int AS n FROM t')));
    expect(counts.map((c) => c.rows[0].n)).toEqual([1, 1]);
    // 400 interleaved statements on one embedded database: a correctness check, not a timing one — a busy
    // shared machine (a build beside the suite) took it past jest's default 5 s
  }, 60_000);

  it('returns large results intact', async () => {
    const r = await pools[0]!.query("SELECT g, repeat('é', 500) AS s FROM generate_series(1, 2000) g");
    expect(r.rows).toHaveLength(2000);
    expect(r.rows[1999]).toEqual({ g: 1999 + 1, s: 'é'.repeat(500) });
  });
});
