/**
 * The closing count line of `pnpm test`: first-try passes, failures, flaky passes, and every skip with
 * its reason. A skip is accounted for when its reason names a step of the same run that runs it
 * ("production-topology-only: …") and the same test did run there; anything else is a defect, named.
 */

/** Reasons a test may skip, each the step of `pnpm test` that runs it instead. */
export const SKIP_CATEGORIES: Record<string, string> = {
  'production-topology-only': 'the production-topology step',
  'postgresql-only': 'the PostgreSQL steps',
};

export interface SkippedTest {
  /** Same test, same key in every step: file and title path. */
  key: string;
  title: string;
  /** The skip's stated reason, "category: why"; null when none was given. */
  reason: string | null;
}

export interface StepCounts {
  passed: number;
  failed: number;
  /** Passed only on a retry (Playwright's "flaky", jest's retryTimes): counted apart from first-try passes. */
  flaky: number;
  skipped: SkippedTest[];
  /** Keys of the tests that ran and passed: where a skip elsewhere shows it was run. */
  ran: string[];
  /** Each failed test, "key: the first lines of its error": the closing lines name them, so a log cut to its tail still does. */
  failures?: string[];
}

export interface Summary {
  line: string;
  problems: string[];
}

const categoryOf = (reason: string | null) => {
  const name = reason?.split(':')[0]?.trim() ?? '';
  return name in SKIP_CATEGORIES ? name : null;
};

/** `notRun`: category → why its step did not run in this `pnpm test` (e.g. no TEST_PG_URL). */
export function summarize(steps: StepCounts[], notRun: Record<string, string> = {}): Summary {
  const sum = (pick: (s: StepCounts) => number) => steps.reduce((n, s) => n + pick(s), 0);
  const ran = new Set(steps.flatMap((s) => s.ran));
  const skipped = steps.flatMap((s) => s.skipped);
  const accounted = new Map<string, number>();
  const defects: string[] = [];
  for (const skip of skipped) {
    const category = categoryOf(skip.reason);
    if (!category) {
      defects.push(skip.reason ? `${skip.title} (${skip.reason})` : `${skip.title} (no reason given)`);
    } else if (ran.has(skip.key)) {
      const group = `${category}: run in ${SKIP_CATEGORIES[category]}`;
      accounted.set(group, (accounted.get(group) ?? 0) + 1);
    } else if (notRun[category]) {
      const group = `${category}: not run, ${notRun[category]}`;
      accounted.set(group, (accounted.get(group) ?? 0) + 1);
    } else {
      defects.push(`${skip.title} (${category}, yet it did not run in ${SKIP_CATEGORIES[category]})`);
    }
  }
  const parts = [...accounted].map(([group, n]) => `${n} ${group}`);
  if (defects.length) parts.push(`${defects.length} unexplained: ${defects.join('; ')}`);
  const flaky = sum((s) => s.flaky);
  const line = `${sum((s) => s.passed)} passed, ${sum((s) => s.failed)} failed, ${flaky} flaky, ${skipped.length} skipped${parts.length ? ` (${parts.join('; ')})` : ''}`;
  const problems = [
    ...steps.flatMap((s) => s.failures ?? []).map((f) => `failed: ${f}`),
    ...defects.map((d) => `skipped without an accounted reason: ${d}`),
  ];
  if (flaky) problems.push(`${flaky} flaky: passed only on a retry`);
  return { line, problems };
}
