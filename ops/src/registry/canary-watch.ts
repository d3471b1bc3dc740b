import type { RemoteVersionHealth } from '@edu/shared/schemas';

/**
 * The judgement of an auto canary (`pnpm ops canary … --auto`, decided on the server by
 * ../canary/controller.ts): promoted once it has had `minLoads` page views with an error rate no worse
 * than the live version's plus `maxExtraErrorRate`, rolled back (the canary cleared) as soon as it is worse
 * than that over at least `minAttempts` attempts. Neither before `minVisitors` distinct visitors have been
 * counted on the canary. The SSR service's renders of the version are judged the same way, on their own rate
 * (render errors and 5xx over server renders, against live's): a version whose server build fails is rolled back
 * even when every browser reports it fine, and is never promoted while it does.
 *
 * Adversary: a stranger steering the decision with beacons. The counts are of signed page views only, once
 * per page view (docs/decisions/2026-11-27-signed-health.md); `minVisitors` makes one address — fetching
 * pages to collect tokens — unable to decide alone. Health unreadable: no decision.
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
  const liveServerRate = live?.ssr_error_rate ?? 0;
  const serverWorseBy = canary.ssr_error_rate - liveServerRate;
  if (canary.visitors < policy.minVisitors) {
    return { kind: 'wait', why: `${canary.visitors} of ${policy.minVisitors} visitors, ${canary.loads} loads, error rate ${pct(canary.error_rate)}` };
  }
  if (canary.ssr_renders >= policy.minAttempts && serverWorseBy > policy.maxExtraErrorRate) {
    return {
      kind: 'rollback',
      why:
        `server error rate ${pct(canary.ssr_error_rate)} against ${pct(liveServerRate)} live, ${canary.ssr_render_errors} render errors and ` +
        `${canary.ssr_5xx} answers 5xx over ${canary.ssr_renders} server renders, from ${canary.visitors} visitors`,
    };
  }
  if (attempts >= policy.minAttempts && worseBy > policy.maxExtraErrorRate) {
    return {
      kind: 'rollback',
      why: `error rate ${pct(canary.error_rate)} against ${pct(liveRate)} live, over ${attempts} attempts from ${canary.visitors} visitors`,
    };
  }
  if (canary.loads >= policy.minLoads && worseBy <= policy.maxExtraErrorRate && serverWorseBy <= policy.maxExtraErrorRate) {
    return {
      kind: 'promote',
      why: `${canary.loads} loads from ${canary.visitors} visitors, error rate ${pct(canary.error_rate)} against ${pct(liveRate)} live`,
    };
  }
  return { kind: 'wait', why: `${canary.loads} of ${policy.minLoads} loads, error rate ${pct(canary.error_rate)}` };
}

/** The counts a decision was made on, as the history keeps them. */
export function countsOf(canary: RemoteVersionHealth | undefined, live: RemoteVersionHealth | undefined) {
  const loads = canary?.loads ?? 0;
  const errors = canary ? canary.load_errors + canary.render_errors + canary.integrity_errors : 0;
  const attempts = canary ? canary.loads + canary.load_errors + canary.integrity_errors : 0;
  return {
    loads,
    errors,
    attempts,
    visitors: canary?.visitors ?? 0,
    errorRate: canary?.error_rate ?? 0,
    liveErrorRate: live?.error_rate ?? 0,
    ssrRenders: canary?.ssr_renders ?? 0,
    ssrErrors: canary ? canary.ssr_render_errors + canary.ssr_5xx : 0,
    ssrErrorRate: canary?.ssr_error_rate ?? 0,
    liveSsrErrorRate: live?.ssr_error_rate ?? 0,
  };
}
