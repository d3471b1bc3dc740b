import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Apply every migrations/*.sql not yet recorded, each in its own transaction, in file-name order.
 * Any number of API replicas may start at once: they take turns under a PostgreSQL advisory lock (one
 * per schema), and whoever comes second finds the work done.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  // Replicas in one process (tests) take turns here too: the embedded PGlite serves every connection from
  // one session, where an advisory lock does not make a second holder wait.
  const run = inProcess.then(() => migrateLocked(pool));
  inProcess = run.catch(() => undefined);
  return run;
}

let inProcess: Promise<unknown> = Promise.resolve();

async function migrateLocked(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('edu:migrate:' || current_schema()))`);
    try {
      return await applyPending(client);
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('edu:migrate:' || current_schema()))`).catch(() => {});
    }
  } finally {
    client.release();
  }
}

async function applyPending(client: pg.PoolClient): Promise<string[]> {
  await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    await client.query('BEGIN');
    try {
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw new Error(`migration ${file} failed: ${(err as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}
