import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { dataDir } from './paths';
import { startPgliteServer } from './pglite-server';

// int8 (count(*), bigserial) as JS numbers: our counts and ids stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface DatabaseHandle {
  url: string;
  /** 'pglite' when the embedded server was started, 'postgres' for an external DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  stop(): Promise<void>;
}

/**
 * DATABASE_URL set → that PostgreSQL. Otherwise embedded PGlite (data in `<DATA_DIR>/pglite`, kept across
 * restarts) behind a loopback wire-protocol socket, so the rest of the API uses `pg` either way.
 */
export async function startDatabase(opts: { url?: string; dataDir?: string } = {}): Promise<DatabaseHandle> {
  const url = opts.url ?? process.env.DATABASE_URL;
  if (url) return { url, kind: 'postgres', stop: async () => {} };
  const dir = opts.dataDir ?? path.join(dataDir(), 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const server = await startPgliteServer({ dataDir: dir });
  // where ops tools on this machine find the embedded database (deploy tokens: ops/src/registry/ops-database.ts)
  const urlFile = embeddedUrlFile(path.dirname(dir));
  fs.writeFileSync(urlFile, server.url, { mode: 0o600 });
  return {
    url: server.url,
    kind: 'pglite',
    stop: async () => {
      fs.rmSync(urlFile, { force: true });
      await server.stop();
    },
  };
}

/** The embedded database's postgres:// URL while the API runs it, for other processes of this machine. */
export const embeddedUrlFile = (data: string): string => path.join(data, 'pglite.url');

export type Queryable = pg.Pool | pg.PoolClient;

const PREPARABLE = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

/**
 * With `prepared`, pool.query(text, values) runs as a named prepared statement (name = hash of the text), so
 * PostgreSQL plans each distinct query once per connection. Only for a real PostgreSQL: PGlite's connections
 * share one session, where two connections preparing the same name would collide.
 */
function usePreparedStatements(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (args.length <= 2 && typeof text === 'string' && PREPARABLE.test(text)) {
      return query({ name: `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, values });
    }
    return query(...args);
  };
}

export function createPool(url: string, opts: { max?: number; searchPath?: string; prepared?: boolean } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // A statement that runs away must not hang a request forever.
    statement_timeout: 15_000,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  // A client that loses its connection (the database restarts, the network is cut) must not crash the
  // process: idle ones report to the pool, checked-out ones to themselves — their queries fail instead
  // (answered 503, plugins/app/errors.ts) and the pool drops them.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  if (opts.prepared) usePreparedStatements(pool);
  return pool;
}

/**
 * Run fn inside a transaction on ONE client. Inside fn use only `client` — never the pool: on PGlite a
 * transaction holds the single backend, so a pool query from inside it would wait for itself.
 */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
