import { DEFAULT_CANARY_POLICY, judgeCanary } from '../src/registry/canary-watch';

const health = (
  loads: number,
  errors: number,
  extra: Partial<{
    load_errors: number;
    render_errors: number;
    visitors: number;
    ssr_renders: number;
    ssr_render_errors: number;
    ssr_5xx: number;
    inp: [number, number];
    lcp: [number, number];
  }> = {},
) => {
  const load_errors = extra.load_errors ?? 0;
  const render_errors = extra.render_errors ?? errors;
  const attempts = loads + load_errors;
  const error_rate = attempts ? (load_errors + render_errors) / attempts : 0;
  const ssr_renders = extra.ssr_renders ?? 0;
  const ssr_render_errors = extra.ssr_render_errors ?? 0;
  const ssr_5xx = extra.ssr_5xx ?? 0;
  const ssr_error_rate = ssr_renders ? (ssr_render_errors + ssr_5xx) / ssr_renders : 0;
  const server = { ssr_renders, ssr_render_errors, ssr_5xx, ssr_error_rate };
  // [p75, page views reporting it]
  const vitals = {
    inp_p75: extra.inp?.[0] ?? null,
    inp_samples: extra.inp?.[1] ?? 0,
    lcp_p75: extra.lcp?.[0] ?? null,
    lcp_samples: extra.lcp?.[1] ?? 0,
    cls_p75: null,
    cls_samples: 0,
  };
  return {
    remote: 'mf_content',
    version: 'v',
    loads,
    load_errors,
    render_errors,
    integrity_errors: 0,
    error_rate,
    visitors: extra.visitors ?? 3,
    ...server,
    ...vitals,
  };
};
const policy = { ...DEFAULT_CANARY_POLICY, minLoads: 100, maxExtraErrorRate: 0.02, minAttempts: 5, minVisitors: 3 };

describe('judgeCanary', () => {
  it.each([
    ['no traffic yet', undefined, health(1000, 0), 'wait'],
    ['every load throws on render', health(6, 6), health(1000, 0), 'rollback'],
    ['a manifest that 404s', health(0, 0, { load_errors: 5, render_errors: 0 }), health(1000, 0), 'rollback'],
    ['too few attempts to judge a failure', health(2, 2), health(1000, 0), 'wait'],
    ['enough healthy loads', health(100, 0), health(1000, 0), 'promote'],
    ['healthy but not enough loads yet', health(99, 0), health(1000, 0), 'wait'],
    ['as bad as live, within the margin', health(200, 10), health(1000, 40), 'promote'],
    ['worse than live by more than the margin', health(200, 20), health(1000, 40), 'rollback'],
    ['no live traffic to compare: judged against 0 %', health(100, 1), undefined, 'promote'],
    // one address fetching pages for tokens: as many page views as it likes, still one visitor
    ['enough healthy loads from too few visitors', health(300, 0, { visitors: 2 }), health(1000, 0), 'wait'],
    ['every load throws, but from too few visitors', health(6, 6, { visitors: 1 }), health(1000, 0), 'wait'],
    ['every load throws, from enough visitors', health(6, 6, { visitors: 3 }), health(1000, 0), 'rollback'],
    // the SSR service's own renders: judged with no browser beacon at all, and never promoted while failing
    ['every server render throws, no browser beacon', health(0, 0, { ssr_renders: 6, ssr_render_errors: 6 }), health(1000, 0), 'rollback'],
    ['server pages answered 5xx', health(0, 0, { ssr_renders: 5, ssr_5xx: 5 }), health(1000, 0), 'rollback'],
    ['too few server renders to judge', health(0, 0, { ssr_renders: 4, ssr_render_errors: 4 }), health(1000, 0), 'wait'],
    ['server failures from too few visitors', health(0, 0, { ssr_renders: 6, ssr_render_errors: 6, visitors: 2 }), health(1000, 0), 'wait'],
    [
      'as bad on the server as live',
      health(0, 0, { ssr_renders: 100, ssr_render_errors: 2 }),
      health(1000, 0, { ssr_renders: 100, ssr_render_errors: 2 }),
      'wait',
    ],
    [
      'browsers fine, the server failing beyond the margin: rolled back, not promoted',
      health(300, 0, { ssr_renders: 100, ssr_render_errors: 10 }),
      health(1000, 0),
      'rollback',
    ],
    // speed (issue 31 item 4): INP or LCP p75 against live's, over minVitals page views (20 by default)
    ['INP p75 300 ms against 40 ms live', health(50, 0, { inp: [300, 20] }), health(1000, 0, { inp: [40, 500] }), 'rollback'],
    ['INP p75 within 100 ms of live', health(50, 0, { inp: [140, 20] }), health(1000, 0, { inp: [40, 500] }), 'wait'],
    ['INP p75 300 ms over too few page views', health(50, 0, { inp: [300, 19] }), health(1000, 0, { inp: [40, 500] }), 'wait'],
    ['LCP p75 3.2 s against 1.2 s live', health(50, 0, { lcp: [3200, 25] }), health(1000, 0, { lcp: [1200, 500] }), 'rollback'],
    ['LCP p75 1.6 s against 1.2 s live (500 ms allowed)', health(50, 0, { lcp: [1600, 25] }), health(1000, 0, { lcp: [1200, 500] }), 'wait'],
    ['slow, and enough loads: rolled back, not promoted', health(300, 0, { inp: [400, 30] }), health(1000, 0, { inp: [50, 500] }), 'rollback'],
    ['live with too few INP samples: against "good" (200 ms)', health(50, 0, { inp: [250, 20] }), health(1000, 0, { inp: [20, 3] }), 'wait'],
    ['live with too few INP samples, canary poor', health(50, 0, { inp: [350, 20] }), health(1000, 0, { inp: [20, 3] }), 'rollback'],
    ['slow from too few visitors', health(50, 0, { inp: [300, 20], visitors: 2 }), health(1000, 0, { inp: [40, 500] }), 'wait'],
    [
      'enough healthy loads, a few server renders all failing: not promoted',
      health(300, 0, { ssr_renders: 3, ssr_render_errors: 3 }),
      health(1000, 0),
      'wait',
    ],
  ])('%s → %s', (_name, canary, live, kind) => {
    expect(judgeCanary(canary, live, policy).kind).toBe(kind);
  });

  it('says why, in numbers', () => {
    expect(judgeCanary(health(6, 6), health(1000, 0), policy)).toEqual({
      kind: 'rollback',
      why: 'error rate 100.0 % against 0.0 % live, over 6 attempts from 3 visitors',
    });
    expect(judgeCanary(health(2, 0, { ssr_renders: 8, ssr_render_errors: 6, ssr_5xx: 1 }), health(1000, 0), policy)).toEqual({
      kind: 'rollback',
      why: 'server error rate 87.5 % against 0.0 % live, 6 render errors and 1 answers 5xx over 8 server renders, from 3 visitors',
    });
    expect(judgeCanary(health(50, 0, { inp: [352, 4] }), health(1000, 0, { inp: [24, 5] }), { ...policy, minVitals: 3 })).toEqual({
      kind: 'rollback',
      why: 'INP p75 352 ms against 24 ms live, 100 ms allowed, over 4 page views from 3 visitors',
    });
    expect(judgeCanary(health(300, 0, { visitors: 1 }), health(1000, 0), policy)).toEqual({
      kind: 'wait',
      why: '1 of 3 visitors, 300 loads, error rate 0.0 %',
    });
  });
});
