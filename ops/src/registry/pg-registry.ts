import { Client } from 'pg';
import { REGISTRY_CHANNEL } from '../storage/registry-instances';
import { emptyState, type RegistryState } from './types';

/**
 * The registry where several machines write it: one row in PostgreSQL (REGISTRY_DATABASE_URL; the
 * site's own database is fine). A change reads the row FOR UPDATE, so concurrent writers from any
 * number of machines queue on the row lock instead of overwriting each other; `revision` counts the
 * changes. The public registry is written while the lock is held, so it is written in the same order as
 * the changes, and a change whose public write fails is rolled back (the registry stays as it was).
 *
 * Chosen over conditional object writes (If-Match on the bucket's registry object) because not every
 * S3-compatible server honours them (s3rver ignores them), and a row lock is exact on any PostgreSQL.
 */
const TABLE = 'ops_registry';

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: 'edu-ops' });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`the registry database is unreachable (${(error as Error).message}); nothing was changed`);
  }
  return client;
}

/** Creates the table and its one row once; concurrent first runs take turns on an advisory lock. */
async function ensureTable(client: Client): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('edu-ops-registry'))");
    await client.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (
      id int PRIMARY KEY CHECK (id = 1),
      state jsonb NOT NULL,
      revision bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await client.query(`INSERT INTO ${TABLE} (id, state, revision) VALUES (1, $1, 0) ON CONFLICT (id) DO NOTHING`, [JSON.stringify(emptyState())]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

export async function readPgRegistry(url: string): Promise<RegistryState> {
  const client = await connect(url);
  try {
    await ensureTable(client);
    const { rows } = await client.query<{ state: RegistryState }>(`SELECT state FROM ${TABLE} WHERE id = 1`);
    return rows[0]?.state ?? emptyState();
  } finally {
    await client.end();
  }
}

/** Read-modify-write under the row lock; `change` throws to abort; `publish` writes the public registry. */
export async function updatePgRegistry<T>(
  url: string,
  change: (state: RegistryState) => T,
  publish: (state: RegistryState) => Promise<void>,
  timeoutMs: number,
): Promise<T> {
  const client = await connect(url);
  try {
    await ensureTable(client);
    await client.query('BEGIN');
    try {
      await client.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
      const { rows } = await client.query<{ state: RegistryState }>(`SELECT state FROM ${TABLE} WHERE id = 1 FOR UPDATE`);
      const state = rows[0]?.state ?? emptyState();
      const result = change(state);
      await publish(state);
      await client.query(`UPDATE ${TABLE} SET state = $1, revision = revision + 1, updated_at = now() WHERE id = 1`, [JSON.stringify(state)]);
      // delivered when the change commits (never for one rolled back): every SSR instance re-reads the bucket now
      await client.query('SELECT pg_notify($1, $2)', [REGISTRY_CHANNEL, JSON.stringify({ at: new Date().toISOString() })]);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if ((error as { code?: string }).code === '55P03') {
        throw new Error(`the registry is locked by another change for more than ${timeoutMs / 1000} s; try again`);
      }
      throw error;
    }
  } finally {
    await client.end();
  }
}
