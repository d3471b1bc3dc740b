import type { RemotePageSignal } from '@edu/shared/pages';
import { judgePage, pageOutcome, visitAgain, type PageObservation, type PageVerdict } from '../../src/gate/judge';

/**
 * The render gate's verdicts, one table: a false refusal of a sound version is a defect as much as a
 * pass of a broken one, so "nothing rendered in time" is never a failure — only two of them in a row
 * refuse, and then the message says that is what it was.
 */
const candidate = { remote: 'mf_account', version: '1.0.0-new' };
const rendered = (version: string | null = candidate.version, remote = candidate.remote): RemotePageSignal => ({
  state: 'rendered',
  remote,
  version,
  path: '/callback',
});
const failed = (kind: 'render' | 'remote-load', message: string, timedOut = false): RemotePageSignal => ({
  state: 'failed',
  remote: candidate.remote,
  version: candidate.version,
  path: '/callback',
  kind,
  timedOut,
  message,
});
const seen = (o: Partial<PageObservation> = {}): PageObservation => ({
  signals: [],
  thrown: [],
  consoleErrors: [],
  dom: { frameVersion: undefined, errorCard: false },
  signInRedirect: false,
  budgetMs: 40_000,
  waitedMs: 40_000,
  navigationTimedOut: false,
  ...o,
});
const TIMEOUT = '[mf_account@1.0.0-new] timed out after 15000 ms';

describe('judgePage: one visit', () => {
  it.each<[string, PageObservation, PageVerdict]>([
    ['the shell said it rendered the candidate', seen({ signals: [rendered()] }), { kind: 'rendered' }],
    // /callback mounts, then navigates home at once: its frame is gone, its signal stays
    [
      'it rendered, then navigated away (no frame left)',
      seen({ signals: [rendered()], dom: { frameVersion: undefined, errorCard: false } }),
      { kind: 'rendered' },
    ],
    [
      'a shell from before the signal: the frame, settled, shows the candidate',
      seen({ dom: { frameVersion: candidate.version, errorCard: false } }),
      { kind: 'rendered' },
    ],
    ['the guard sent it to sign in', seen({ signInRedirect: true }), { kind: 'needs-sign-in' }],
    ['an uncaught exception', seen({ signals: [rendered()], thrown: ['boom'] }), { kind: 'failed', how: 'threw', detail: 'it threw: boom' }],
    [
      'the remote threw while rendering (the boundary caught it)',
      seen({ signals: [failed('render', 'trang hỏng')], consoleErrors: ['[mf_account@1.0.0-new] render on /callback Error: trang hỏng'] }),
      { kind: 'failed', how: 'threw', detail: 'it threw: trang hỏng' },
    ],
    [
      'its code did not load (a 404, a refused hash): the error card',
      seen({ signals: [failed('remote-load', 'Failed to get manifest')] }),
      {
        kind: 'failed',
        how: 'error-card',
        detail: 'the page shows its error card "Không tải được nội dung": its code did not load (Failed to get manifest)',
      },
    ],
    [
      'a shell from before the signal shows the error card',
      seen({ dom: { frameVersion: undefined, errorCard: true } }),
      { kind: 'failed', how: 'error-card', detail: 'the page shows its error card "Không tải được nội dung"' },
    ],
    [
      'it rendered but logged an error',
      seen({ signals: [rendered()], consoleErrors: ['Warning: each child needs a key'] }),
      { kind: 'failed', how: 'console-error', detail: 'it logged an error: Warning: each child needs a key' },
    ],
    [
      'another version rendered',
      seen({ signals: [rendered('1.0.0-old')] }),
      { kind: 'failed', how: 'wrong-version', detail: 'the page did not render 1.0.0-new (rendered: 1.0.0-old)' },
    ],
    [
      'only another remote rendered (the page moved on before its own showed): not evidence either way',
      seen({ signals: [rendered('2.0.0', 'mf_catalogue')] }),
      { kind: 'could-not-judge', detail: 'rendered nothing within 40 s' },
    ],
    ['nothing within the budget', seen(), { kind: 'could-not-judge', detail: 'rendered nothing within 40 s' }],
    [
      'the navigation did not even commit',
      seen({ navigationTimedOut: true }),
      { kind: 'could-not-judge', detail: 'the page did not even start loading within 40 s' },
    ],
    [
      'the shell stopped waiting for the code (its own 15 s): slow, not broken — and its log line is that same failure',
      seen({
        signals: [failed('remote-load', TIMEOUT, true)],
        consoleErrors: [`[mf_account@1.0.0-new] remote-load on /callback RemoteLoadTimeout: ${TIMEOUT}`],
      }),
      { kind: 'could-not-judge', detail: `the shell stopped waiting for its code (${TIMEOUT}) after 40 s` },
    ],
    [
      'the site behind the gate did not answer the shell (its settings): no verdict on the remote',
      seen({ signals: [rendered()], consoleErrors: ['[platform] config: settings unavailable ApiError: Máy chủ tạm thời không phản hồi'] }),
      {
        kind: 'could-not-judge',
        detail: 'the site did not answer the page ([platform] config: settings unavailable ApiError: Máy chủ tạm thời không phản hồi)',
      },
    ],
    [
      'the site did not answer, and the remote logged an error of its own: the error decides',
      seen({ signals: [rendered()], consoleErrors: ['[platform] registry: registry refresh failed', '[mf_account@1.0.0-new] render on /callback'] }),
      { kind: 'failed', how: 'console-error', detail: 'it logged an error: [mf_account@1.0.0-new] render on /callback' },
    ],
    [
      'settled at once with nothing of its own (the page moved elsewhere): says how long it was watched',
      seen({ waitedMs: 1_200 }),
      { kind: 'could-not-judge', detail: 'rendered nothing within 1.2 s' },
    ],
    [
      'a timed-out load beside an error of its own: the error decides',
      seen({ signals: [failed('remote-load', TIMEOUT, true)], consoleErrors: ['TypeError: x is undefined'] }),
      { kind: 'failed', how: 'console-error', detail: 'it logged an error: TypeError: x is undefined' },
    ],
  ])('%s', (_case, observation, verdict) => {
    expect(judgePage(observation, candidate)).toEqual(verdict);
  });
});

describe('visitAgain: "could not judge" gets one more visit, nothing else does', () => {
  const cnj: PageVerdict = { kind: 'could-not-judge', detail: 'rendered nothing within 40 s' };
  const threw: PageVerdict = { kind: 'failed', how: 'threw', detail: 'it threw: x' };
  it.each<[string, PageVerdict[], boolean]>([
    ['rendered', [{ kind: 'rendered' }], false],
    ['failed at once', [threw], false],
    ['needs sign-in', [{ kind: 'needs-sign-in' }], false],
    ['could not judge, first visit', [cnj], true],
    ['could not judge twice', [cnj, cnj], false],
    ['could not judge, then rendered', [cnj, { kind: 'rendered' }], false],
  ])('%s → %p', (_case, verdicts, again) => {
    expect(visitAgain(verdicts)).toBe(again);
  });
});

describe('pageOutcome: what the operator reads, and which kind it was', () => {
  const cnj = (s: number): PageVerdict => ({ kind: 'could-not-judge', detail: `rendered nothing within ${s} s` });
  const LOAD = 'load 3.2 on 2 cores';
  it.each<[string, PageVerdict[], { kind: string; line: string | RegExp }]>([
    ['rendered at the first visit', [{ kind: 'rendered' }], { kind: 'rendered', line: 'CallbackPage (/callback)' }],
    ['rendered at the second', [cnj(40), { kind: 'rendered' }], { kind: 'rendered', line: 'CallbackPage (/callback)' }],
    ['needs sign-in', [{ kind: 'needs-sign-in' }], { kind: 'needs-sign-in', line: 'CallbackPage (/callback: needs a signed-in learner)' }],
    [
      'a real failure: refused, naming the page and the error',
      [{ kind: 'failed', how: 'threw', detail: 'it threw: trang hỏng' }],
      {
        kind: 'failed',
        line: 'expose "CallbackPage" fails when the live shell renders /callback: it threw: trang hỏng — fix it and publish a new version',
      },
    ],
    [
      'a real failure on the second visit is still a real failure',
      [cnj(40), { kind: 'failed', how: 'error-card', detail: 'the page shows its error card "Không tải được nội dung"' }],
      { kind: 'failed', line: /^expose "CallbackPage" fails when the live shell renders \/callback: the page shows its error card/ },
    ],
    [
      'could not judge twice: says so, with both budgets and the load, and that it is no verdict',
      [cnj(40), cnj(80)],
      {
        kind: 'could-not-judge',
        line: 'expose "CallbackPage" on /callback could not be judged in 2 visits (rendered nothing within 40 s; then rendered nothing within 80 s; load 3.2 on 2 cores) — not a verdict on the version: promote again when the machine is less busy',
      },
    ],
  ])('%s', (_case, verdicts, expected) => {
    const outcome = pageOutcome('CallbackPage', '/callback', verdicts, LOAD);
    expect(outcome.kind).toBe(expected.kind);
    if (typeof expected.line === 'string') expect(outcome.line).toBe(expected.line);
    else expect(outcome.line).toMatch(expected.line);
  });
});
