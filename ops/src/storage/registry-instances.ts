import type { Client } from 'pg';

/**
 * Who serves which registry view. A registry change NOTIFYs this channel when it commits (../registry/pg-registry.ts); every
 * SSR instance LISTENs (./registry-listener.ts), brings the new registry down from the bucket, and
 * writes the view it now serves (the public registry's `updatedAt`) into its row here — at once, and every
 * HEARTBEAT_MS while it lives. A promote or rollback reads these rows to say when every instance serves the
 * change, or which did not (../registry/propagation.ts). A row not refreshed for ALIVE_SECONDS is an instance that is gone.
 */
export const REGISTRY_CHANNEL = 'edu_registry';
export const INSTANCES_TABLE = 'ops_registry_instances';
export const HEARTBEAT_MS = 5000;
export const ALIVE_SECONDS = 15;

/** Instances starting together take turns (the registry's advisory lock): CREATE IF NOT EXISTS races otherwise. */
export async function ensureInstancesTable(client: Client): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('edu-ops-registry'))");
    await client.query(`CREATE TABLE IF NOT EXISTS ${INSTANCES_TABLE} (
      instance text PRIMARY KEY,
      served text NOT NULL,
      seen_at timestamptz NOT NULL DEFAULT now()
    )`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

export async function reportServed(client: Client, instance: string, served: string): Promise<void> {
  await client.query(
    `INSERT INTO ${INSTANCES_TABLE} (instance, served, seen_at) VALUES ($1, $2, now())
     ON CONFLICT (instance) DO UPDATE SET served = EXCLUDED.served, seen_at = now()`,
    [instance, served],
  );
}

export async function liveInstances(client: Client): Promise<Array<{ instance: string; served: string }>> {
  const { rows } = await client.query<{ instance: string; served: string }>(
    `SELECT instance, served FROM ${INSTANCES_TABLE} WHERE seen_at > now() - make_interval(secs => $1) ORDER BY instance`,
    [ALIVE_SECONDS],
  );
  return rows;
}
