import type { RemoteVersionHealth } from '@edu/shared/schemas';
import { promote, setCanary } from './pointers';
import type { ChangeAuthor } from './types';

/**
 * `pnpm ops canary <remote> <version> <percent> --auto`: after the canary is set, its health is read
 * every few seconds; it is promoted once it has had `minLoads` loads with an error rate no worse than the
 * live version's plus `maxExtraErrorRate`, and rolled back (the canary cleared) as soon as it is worse
 * than that over at least `minAttempts` attempts. Neither before `minVisitors` distinct visitors have been
 * counted on the canary. Either change goes through the same code path as a person's, audited with who
 * started the watch and why it decided.
 *
 * Adversary: a stranger steering the decision with beacons. The counts are of signed page views only, once
 * per page view (docs/decisions/2026-11-27-signed-health.md); `minVisitors` makes one address — fetching
 * pages to collect tokens — unable to decide alone. Health unreadable: no decision (wait, then undecided).
 */
export interface CanaryPolicy {
  /** Healthy loads before promoting. */
  minLoads: number;
  /** How much worse than live the canary's error rate may be (0.02 = two points). */
  maxExtraErrorRate: number;
  /** Attempts (loads + load failures) before an error rate is trusted enough to roll back on. */
  minAttempts: number;
  /** Distinct visitors counted on the canary before any decision, either way. */
  minVisitors: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = { minLoads: 200, maxExtraErrorRate: 0.02, minAttempts: 5, minVisitors: 3 };

export type CanaryVerdict = { kind: 'promote'; why: string } | { kind: 'rollback'; why: string } | { kind: 'wait'; why: string };

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** The decision for one reading of the canary's and the live version's health. */
export function judgeCanary(canary: RemoteVersionHealth | undefined, live: RemoteVersionHealth | undefined, policy: CanaryPolicy): CanaryVerdict {
  const liveRate = live?.error_rate ?? 0;
  if (!canary) return { kind: 'wait', why: 'no traffic on the canary yet' };
  const attempts = canary.loads + canary.load_errors + canary.integrity_errors;
  const worseBy = canary.error_rate - liveRate;
  if (canary.visitors < policy.minVisitors) {
    return { kind: 'wait', why: `${canary.visitors} of ${policy.minVisitors} visitors, ${canary.loads} loads, error rate ${pct(canary.error_rate)}` };
  }
  if (attempts >= policy.minAttempts && worseBy > policy.maxExtraErrorRate) {
    return { kind: 'rollback', why: `error rate ${pct(canary.error_rate)} against ${pct(liveRate)} live, over ${attempts} attempts from ${canary.visitors} visitors` };
  }
  if (canary.loads >= policy.minLoads && worseBy <= policy.maxExtraErrorRate) {
    return { kind: 'promote', why: `${canary.loads} loads from ${canary.visitors} visitors, error rate ${pct(canary.error_rate)} against ${pct(liveRate)} live` };
  }
  return { kind: 'wait', why: `${canary.loads} of ${policy.minLoads} loads, error rate ${pct(canary.error_rate)}` };
}

export interface WatchOptions {
  deployDir: string;
  remote: string;
  version: string;
  live: string | null;
  /** Health of every version over the last minutes (the API's admin read). */
  health: () => Promise<RemoteVersionHealth[]>;
  policy: CanaryPolicy;
  windowMs: number;
  pollMs: number;
  author: ChangeAuthor;
  log: (line: string) => void;
}

export async function watchCanary(o: WatchOptions): Promise<'promoted' | 'rolled-back' | 'undecided'> {
  const deadline = Date.now() + o.windowMs;
  for (;;) {
    const versions = await o.health().catch((error: Error) => {
      o.log(`health unavailable (${error.message}); still watching`);
      return null;
    });
    if (versions) {
      const find = (v: string | null) => versions.find((h) => h.remote === o.remote && h.version === v);
      const verdict = judgeCanary(find(o.version), find(o.live), o.policy);
      o.log(`${o.remote}@${o.version}: ${verdict.why}`);
      if (verdict.kind === 'rollback') {
        await setCanary(o.deployDir, o.remote, o.version, 0, { by: o.author.by, reason: `auto: rolled back, ${verdict.why}${o.author.reason ? ` (${o.author.reason})` : ''}` });
        return 'rolled-back';
      }
      if (verdict.kind === 'promote') {
        await promote(o.deployDir, o.remote, o.version, { by: o.author.by, reason: `auto: promoted, ${verdict.why}${o.author.reason ? ` (${o.author.reason})` : ''}` });
        return 'promoted';
      }
    }
    if (Date.now() >= deadline) return 'undecided';
    await new Promise((resolve) => setTimeout(resolve, o.pollMs));
  }
}
