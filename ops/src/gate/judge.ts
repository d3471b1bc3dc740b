import type { RemotePageSignal } from '@edu/shared/pages';

/**
 * What the render gate concludes from one visit of one page, and from its (at most two) visits together.
 * Pure: the browser side (./watch-page.ts) only gathers a PageObservation.
 *
 * A verdict is one of: the page rendered the candidate; it needs a signed-in learner (not rendered); it
 * FAILED — it threw, showed the remote's error card, logged an error, or showed another version — which
 * refuses the version at once; or the gate COULD NOT JUDGE it — nothing rendered within the budget, or the
 * shell's loader gave up waiting — which says the machine was slow, not that the version is bad: the page
 * is visited once more, and only two such visits in a row refuse the change (saying that is what it was).
 */
export interface PageObservation {
  /** What the shell signalled (shell/src/remotes/page-signal.ts), in order; other remotes' pages are not evidence. */
  signals: RemotePageSignal[];
  /** Uncaught exceptions on the page. */
  thrown: string[];
  /** console.error lines, first line of each ("Failed to load resource" left out: a 404 the page handles). */
  consoleErrors: string[];
  /** The page as it was at the end: for a deployed shell from before the signals, the only evidence. */
  dom: {
    /** data-remote-version of the remote's frame; undefined when there is no frame. */
    frameVersion: string | null | undefined;
    errorCard: boolean;
  };
  /** The guard sent the visit to the sign-in page. */
  signInRedirect: boolean;
  /** What the visit was allowed, and how long it was watched. */
  budgetMs: number;
  waitedMs: number;
  /** The navigation itself did not commit within the budget. */
  navigationTimedOut: boolean;
}

export type FailureKind = 'threw' | 'error-card' | 'console-error' | 'wrong-version';

export type PageVerdict =
  | { kind: 'rendered' }
  | { kind: 'needs-sign-in' }
  | { kind: 'failed'; how: FailureKind; detail: string }
  | { kind: 'could-not-judge'; detail: string };

export interface Candidate {
  remote: string;
  version: string;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * The shell's own lines when the site behind the gate (its API, the registry) did not answer: nothing the
 * candidate did (a remote's errors are tagged with it, `[mf_x@version]`), so no verdict on it either.
 */
const SITE_DID_NOT_ANSWER = /^\[platform\] (config|registry)\b/;

export function judgePage(o: PageObservation, candidate: Candidate): PageVerdict {
  if (o.signInRedirect) return { kind: 'needs-sign-in' };
  if (o.thrown[0]) return { kind: 'failed', how: 'threw', detail: `it threw: ${o.thrown[0]}` };
  const signals = o.signals.filter((s) => s.remote === candidate.remote);
  const failed = signals.find((s) => s.state === 'failed');
  if (failed && !failed.timedOut) {
    return failed.kind === 'render'
      ? { kind: 'failed', how: 'threw', detail: `it threw: ${failed.message}` }
      : {
          kind: 'failed',
          how: 'error-card',
          detail: `the page shows its error card "Không tải được nội dung": its code did not load (${failed.message})`,
        };
  }
  if (!failed && o.dom.errorCard) return { kind: 'failed', how: 'error-card', detail: 'the page shows its error card "Không tải được nội dung"' };
  // the shell's own line for a failure it signalled is that failure, said twice
  const logged = o.consoleErrors.filter((line) => !(failed && (line.includes(failed.message) || line.startsWith(`[${failed.remote}@`))));
  const mine = logged.filter((line) => !SITE_DID_NOT_ANSWER.test(line));
  if (mine[0]) return { kind: 'failed', how: 'console-error', detail: `it logged an error: ${mine[0]}` };
  if (failed) {
    return { kind: 'could-not-judge', detail: `the shell stopped waiting for its code (${failed.message}) after ${seconds(o.waitedMs)}` };
  }
  if (logged[0]) return { kind: 'could-not-judge', detail: `the site did not answer the page (${logged[0]})` };
  const rendered = signals.find((s) => s.state === 'rendered');
  const shown = rendered ? rendered.version : o.dom.frameVersion;
  if (rendered || (shown !== undefined && shown !== null)) {
    return shown === candidate.version
      ? { kind: 'rendered' }
      : { kind: 'failed', how: 'wrong-version', detail: `the page did not render ${candidate.version} (rendered: ${shown ?? 'no version'})` };
  }
  return {
    kind: 'could-not-judge',
    detail: o.navigationTimedOut
      ? `the page did not even start loading within ${seconds(o.budgetMs)}`
      : `rendered nothing within ${seconds(o.waitedMs)}`,
  };
}

/** After this visit, is the page visited once more? Only after a first "could not judge". */
export function visitAgain(verdicts: PageVerdict[]): boolean {
  return verdicts.length === 1 && verdicts[0]!.kind === 'could-not-judge';
}

export type PageOutcome =
  | { kind: 'rendered'; line: string }
  | { kind: 'needs-sign-in'; line: string }
  | { kind: 'failed'; how: FailureKind; line: string }
  | { kind: 'could-not-judge'; line: string };

/**
 * The page's outcome from its visits, as the line the operator reads. `load` describes the machine
 * (e.g. "load 3.1 on 2 cores"): with "could not judge", it is the reason.
 */
export function pageOutcome(expose: string, url: string, verdicts: PageVerdict[], load: string): PageOutcome {
  const last = verdicts.at(-1);
  if (!last) throw new Error(`no visit of ${url}`);
  switch (last.kind) {
    case 'rendered':
      return { kind: 'rendered', line: `${expose} (${url})` };
    case 'needs-sign-in':
      return { kind: 'needs-sign-in', line: `${expose} (${url}: needs a signed-in learner)` };
    case 'failed':
      return {
        kind: 'failed',
        how: last.how,
        line: `expose "${expose}" fails when the live shell renders ${url}: ${last.detail} — fix it and publish a new version`,
      };
    case 'could-not-judge': {
      const tries = verdicts.map((v) => (v.kind === 'could-not-judge' ? v.detail : v.kind)).join('; then ');
      return {
        kind: 'could-not-judge',
        line: `expose "${expose}" on ${url} could not be judged in ${verdicts.length} visit${verdicts.length === 1 ? '' : 's'} (${tries}; ${load}) — not a verdict on the version: promote again when the machine is less busy`,
      };
    }
  }
}
