/**
 * `node src/db/migrate-cli.js` (the image) / `tsx api/src/db/migrate-cli.ts`: the pending migrations applied to
 * DATABASE_URL, then exit — Kubernetes' migration Job (deploy/base/migrate-job.yaml) runs it before a rollout.
 * The same advisory lock as every API replica's start (./migrate.ts): a replica starting meanwhile waits, then
 * finds the work done.
 */
import pg from 'pg';
import { migrate } from './migrate';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  // one connection, and no statement timeout: a migration may rewrite a large table
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 30_000 });
  try {
    const applied = await migrate(pool);
    console.info(applied.length ? `✓ applied ${applied.join(', ')}` : '✓ no pending migration');
  } finally {
    await pool.end();
  }
}

main().catch((err: unknown) => {
  console.error(`✗ migration failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
