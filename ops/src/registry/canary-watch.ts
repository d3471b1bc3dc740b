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
  /** Page views reporting a Web Vital (INP, LCP) before its p75 is trusted enough to roll back on (older auto canaries: the default). */
  minVitals?: number;
  /** How much slower than live the canary's INP p75 may be, in ms. */
  maxExtraInpMs?: number;
  /** How much slower than live the canary's LCP p75 may be, in ms. */
  maxExtraLcpMs?: number;
}

export const DEFAULT_CANARY_POLICY = {
  minLoads: 200,
  maxExtraErrorRate: 0.02,
  minAttempts: 5,
  minVisitors: 3,
  // speed (issue 31 item 4): 20 page views per metric; INP 100 ms and LCP 500 ms worse than live at most
  minVitals: 20,
  maxExtraInpMs: 100,
  maxExtraLcpMs: 500,
} satisfies Required<CanaryPolicy>;

/**
 * What a canary's p75 is compared with when live has fewer page views reporting it than `minVitals`: web.dev's
 * "good" thresholds (INP 200 ms, LCP 2.5 s), so a canary is not judged against a p75 of two page views.
 */
const GOOD_P75 = { INP: 200, LCP: 2500 } as const;

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
  const slow = slower(canary, live, policy);
  if (slow) return { kind: 'rollback', why: slow };
  if (canary.loads >= policy.minLoads && worseBy <= policy.maxExtraErrorRate && serverWorseBy <= policy.maxExtraErrorRate) {
    return {
      kind: 'promote',
      why: `${canary.loads} loads from ${canary.visitors} visitors, error rate ${pct(canary.error_rate)} against ${pct(liveRate)} live`,
    };
  }
  return { kind: 'wait', why: `${canary.loads} of ${policy.minLoads} loads, error rate ${pct(canary.error_rate)}` };
}

/**
 * The canary's INP or LCP p75 worse than live's (or, with too few live samples, than "good") by more than the margin,
 * over at least `minVitals` page views: the reason in words, or null. CLS is shown, not judged.
 */
function slower(canary: RemoteVersionHealth, live: RemoteVersionHealth | undefined, policy: CanaryPolicy): string | null {
  const minVitals = policy.minVitals ?? DEFAULT_CANARY_POLICY.minVitals;
  const metrics = [
    { name: 'INP', key: 'inp', margin: policy.maxExtraInpMs ?? DEFAULT_CANARY_POLICY.maxExtraInpMs },
    { name: 'LCP', key: 'lcp', margin: policy.maxExtraLcpMs ?? DEFAULT_CANARY_POLICY.maxExtraLcpMs },
  ] as const;
  for (const { name, key, margin } of metrics) {
    const p75 = canary[`${key}_p75`];
    const samples = canary[`${key}_samples`];
    if (p75 === null || p75 === undefined || samples < minVitals) continue;
    const liveP75 = live && live[`${key}_samples`] >= minVitals ? live[`${key}_p75`] : null;
    const baseline = liveP75 ?? GOOD_P75[name];
    if (p75 > baseline + margin) {
      const against = liveP75 !== null ? `${liveP75} ms live` : `${baseline} ms ("good"; live has fewer than ${minVitals} page views reporting it)`;
      return `${name} p75 ${p75} ms against ${against}, ${margin} ms allowed, over ${samples} page views from ${canary.visitors} visitors`;
    }
  }
  return null;
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
    // Web Vitals' p75 (null: no page view reported it) and how many page views reported them
    inpP75: canary?.inp_p75 ?? null,
    liveInpP75: live?.inp_p75 ?? null,
    inpSamples: canary?.inp_samples ?? 0,
    lcpP75: canary?.lcp_p75 ?? null,
    liveLcpP75: live?.lcp_p75 ?? null,
    lcpSamples: canary?.lcp_samples ?? 0,
    clsP75: canary?.cls_p75 ?? null,
  };
}

/** "p75 LCP 812 ms · INP 24 ms · CLS 0.012" (a metric no page view reported: "—"), for `pnpm ops status` and the console. */
export function vitalsLine(h: RemoteVersionHealth): string {
  const ms = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${Math.round(v)} ms`);
  const cls = h.cls_p75 === null || h.cls_p75 === undefined ? '—' : h.cls_p75.toFixed(3);
  return `p75 LCP ${ms(h.lcp_p75)} · INP ${ms(h.inp_p75)} · CLS ${cls}`;
}
