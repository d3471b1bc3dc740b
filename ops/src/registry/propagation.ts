import { Client } from 'pg';
import { ensureInstancesTable, liveInstances } from '../storage/registry-instances';
import { lastPublishedView } from './store';

/**
 * After a promote, rollback or canary change: until every SSR instance (the rows of ../storage/registry-instances.ts) and
 * the edge (its /registry.json, what browsers read) serve the new view, or `timeoutMs` (2 s) passes. Returns how
 * long it took and who did not get there, by name.
 */
export interface Propagation {
  ms: number;
  served: string[];
  missing: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function edgeView(edgeUrl: string): Promise<string | null> {
  try {
    const res = await fetch(new URL('/registry.json', edgeUrl), { cache: 'no-store', signal: AbortSignal.timeout(1000) });
    return res.ok ? (((await res.json()) as { updatedAt?: string }).updatedAt ?? null) : null;
  } catch {
    return null;
  }
}

export async function waitUntilServed(options: { databaseUrl: string; view: string; edgeUrl?: string; timeoutMs?: number }): Promise<Propagation> {
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? 2000);
  const client = new Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 2000, application_name: 'edu-ops propagation' });
  await client.connect();
  // a promote before any instance ever listened: no rows yet, not an error
  await ensureInstancesTable(client);
  const edgeName = options.edgeUrl ? `edge ${options.edgeUrl}` : undefined;
  let edgeDone = !edgeName;
  try {
    for (;;) {
      const [instances, edge] = await Promise.all([liveInstances(client), edgeDone ? Promise.resolve(options.view) : edgeView(options.edgeUrl!)]);
      // views are ISO times: a later one (a newer change already) counts as served too
      edgeDone ||= edge !== null && edge >= options.view;
      const behind = instances.filter((i) => i.served < options.view).map((i) => i.instance);
      const missing = [...behind, ...(edgeDone || !edgeName ? [] : [edgeName])];
      const served = [...instances.filter((i) => i.served >= options.view).map((i) => i.instance), ...(edgeDone && edgeName ? [edgeName] : [])];
      if (!missing.length || Date.now() >= deadline) return { ms: Date.now() - started, served, missing };
      await sleep(25);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One line for the operator. */
export function describePropagation(p: Propagation): string {
  if (!p.missing.length) return `✓ served by every instance in ${p.ms} ms (${p.served.join(', ') || 'none registered'})`;
  return `⚠ after ${(p.ms / 1000).toFixed(1)} s still not serving it: ${p.missing.join(', ')} (served by: ${p.served.join(', ') || 'none'})`;
}

/**
 * After a change made here, with the registry in PostgreSQL (REGISTRY_DATABASE_URL): waits for every instance and
 * the edge (≤ 2 s) and says which got there. The change itself is done either way; this only reports.
 */
export async function reportPropagation(log: ((line: string) => void) | undefined, edgeUrl: string | undefined): Promise<Propagation | undefined> {
  const databaseUrl = process.env.REGISTRY_DATABASE_URL;
  const view = lastPublishedView();
  if (!databaseUrl || !view) return undefined;
  try {
    const result = await waitUntilServed({ databaseUrl, view, edgeUrl });
    log?.(`  ${describePropagation(result)}`);
    return result;
  } catch (error) {
    log?.(`  ⚠ could not tell who serves it yet: ${(error as Error).message}`);
    return undefined;
  }
}
