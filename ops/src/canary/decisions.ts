import { Client } from 'pg';
import { promoteIn } from '../registry/pointers';
import { updateRegistry } from '../registry/store';
import type { CanaryNumbers } from '../registry/types';

/**
 * A canary controller's decision, made once. Two guards, either enough alone:
 * - the change is made inside the registry's own lock (the deploy folder's, or PostgreSQL's row lock) only
 *   while the canary still carries this auto id: a second controller finds it decided, and changes nothing;
 * - where the registry is PostgreSQL's, the decision is first a row keyed by that id (a primary key): the
 *   first controller's row stands, and whoever applies the decision applies that row, never its own reading.
 *   A controller that died between the row and the change leaves the row, which the next leader applies.
 */
export interface Decision {
  autoId: string;
  remote: string;
  version: string;
  kind: 'promote' | 'rollback' | 'undecided';
  /** The numbers in words, for the history's reason. */
  why: string;
  numbers: CanaryNumbers;
}

const TABLE = 'ops_canary_decisions';

/** Records `decision` unless one is recorded for its auto id already; returns the one that stands. */
export async function recordDecision(url: string, decision: Decision): Promise<Decision> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: 'edu-canary-controller' });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('edu-ops-canary-decisions-table'))");
    await client.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (
      auto_id text PRIMARY KEY,
      remote text NOT NULL,
      version text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('promote', 'rollback', 'undecided')),
      why text NOT NULL,
      numbers jsonb NOT NULL,
      decided_at timestamptz NOT NULL DEFAULT now()
    )`);
    await client.query('COMMIT');
    await client.query(
      `INSERT INTO ${TABLE} (auto_id, remote, version, kind, why, numbers) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (auto_id) DO NOTHING`,
      [decision.autoId, decision.remote, decision.version, decision.kind, decision.why, JSON.stringify(decision.numbers)],
    );
    const { rows } = await client.query<{ kind: Decision['kind']; why: string; numbers: CanaryNumbers }>(
      `SELECT kind, why, numbers FROM ${TABLE} WHERE auto_id = $1`,
      [decision.autoId],
    );
    return { ...decision, ...rows[0]! };
  } finally {
    await client.end();
  }
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * Applies a decision to the registry if the canary is still this auto canary; false when it was decided
 * already (or changed by a person meanwhile): nothing is changed then.
 */
export function applyDecision(deployDir: string, d: Decision): Promise<boolean> {
  return updateRegistry(deployDir, (state) => {
    const remote = state.remotes[d.remote];
    const canary = remote?.canary;
    if (!remote || !canary?.auto || canary.auto.id !== d.autoId || canary.version !== d.version) return false;
    const { auto } = canary;
    const verb = { promote: 'promoted', rollback: 'rolled back', undecided: 'undecided' }[d.kind];
    const author = { by: auto.by, reason: `auto: ${verb}, ${d.why} (${auto.reason})` };
    const at = new Date().toISOString();
    const decidedBy = `decided by the canary controller ${d.numbers.controller}`;
    const entries = state.audit.length;
    if (d.kind === 'promote') {
      promoteIn(state, d.remote, d.version, { ...author, note: decidedBy });
    } else if (d.kind === 'rollback') {
      remote.canary = null;
      state.audit.push({
        at,
        ...author,
        action: 'canary-clear',
        remote: d.remote,
        version: d.version,
        detail: `${canary.percent}% → 0%; ${decidedBy}`,
      });
    } else {
      delete canary.auto;
      state.audit.push({
        at,
        ...author,
        action: 'canary-undecided',
        remote: d.remote,
        version: d.version,
        detail: `left at ${canary.percent}% (error rate ${pct(d.numbers.errorRate)}); ${decidedBy}`,
      });
    }
    if (state.audit.length > entries) state.audit.at(-1)!.numbers = d.numbers;
    return true;
  });
}
