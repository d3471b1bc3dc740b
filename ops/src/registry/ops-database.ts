import fs from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import { ROOT } from '../paths';

/**
 * The database ops' deploy tokens and console sessions live in (migration 017, applied by the API):
 * OPS_DATABASE_URL, else the registry's (REGISTRY_DATABASE_URL), else the site's (DATABASE_URL); on a
 * developer's machine without any, the embedded database `pnpm start` runs (its URL in <DATA_DIR>/pglite.url
 * while the API is up, api/src/db/database.ts).
 */
export function opsDatabaseUrl(): string {
  const url = process.env.OPS_DATABASE_URL || process.env.REGISTRY_DATABASE_URL || process.env.DATABASE_URL;
  if (url) return url;
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(ROOT, '.data');
  const file = path.join(dataDir, 'pglite.url');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  throw new Error(
    'deploy tokens live in the database: set OPS_DATABASE_URL (or REGISTRY_DATABASE_URL), or start the site here (pnpm start) for its embedded one',
  );
}

/** The database cannot be reached (or has no tables yet): not the caller's fault, worth a retry. */
export class OpsDatabaseUnavailable extends Error {}

/** One connection for one piece of work (a CLI run, a console request), closed after it. */
export async function withOpsDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const url = opsDatabaseUrl();
  const { Client: PgClient } = await import('pg');
  const client = new PgClient({ connectionString: url, connectionTimeoutMillis: 5000, application_name: 'edu-ops' });
  try {
    await client.connect();
  } catch (error) {
    throw new OpsDatabaseUnavailable(`the ops database is unreachable (${(error as Error).message})`);
  }
  client.on('error', () => undefined); // a dropped connection fails the query in flight, not the process
  try {
    return await work(client);
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') {
      throw new OpsDatabaseUnavailable(
        'the ops database has no deploy_tokens table yet: the API creates it when it starts (migration 017_deploy_tokens.sql)',
      );
    }
    throw error;
  } finally {
    // the work is done: the connection closes while the caller goes on (waiting for the server to hang up
    // costs ~13 ms of every CLI run against PostgreSQL); the process still exits only once it is closed
    void client.end().catch(() => undefined);
  }
}
