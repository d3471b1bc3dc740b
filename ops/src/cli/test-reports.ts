/** The result files of `pnpm test`'s steps, read into one shape (./test-summary.ts). */
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { SkippedTest, StepCounts } from './test-summary';

interface PwAnnotation {
  type: string;
  description?: string;
}
interface PwTest {
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  annotations?: PwAnnotation[];
  results?: { annotations?: PwAnnotation[]; error?: { message?: string } }[];
}
interface PwSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: PwTest[] }[];
  suites?: PwSuite[];
}
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PwSuite[];
}

/** A skip's reason: test.skip(condition, 'reason') and test.fixme(…) leave it as an annotation, on the test or its run. */
function skipReason(test: PwTest): string | null {
  const notes = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((r) => r.annotations ?? [])];
  return notes.find((a) => (a.type === 'skip' || a.type === 'fixme') && a.description)?.description ?? null;
}

/** A failure's first three lines on one, without the terminal's colour codes. */
export function failureGist(message: string | undefined): string {
  const lines = stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length ? lines.slice(0, 3).join(' ⏎ ').slice(0, 400) : 'no message';
}

/** Playwright's JSON report: "flaky" (passed on a retry) is counted apart from first-try passes. */
export function playwrightCounts(report: PlaywrightReport): StepCounts {
  const skipped: SkippedTest[] = [];
  const ran: string[] = [];
  const failures: string[] = [];
  const walk = (suite: PwSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `${spec.file} › ${[...titles, spec.title].join(' › ')}`;
        if (test.status === 'skipped') skipped.push({ key, title: key, reason: skipReason(test) });
        else if (test.status === 'expected' || test.status === 'flaky') ran.push(key);
        else failures.push(`${key}: ${failureGist(test.results?.find((r) => r.error)?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // the top suites are the files: their title is the file, already in the key
  for (const file of report.suites) walk(file, []);
  const { expected, unexpected, flaky } = report.stats;
  return { passed: expected, failed: unexpected, flaky, skipped, ran, failures };
}

/** The counts file jest's reporter writes (ops/test/count-reporter.cjs, TEST_COUNTS_FILE). */
export function jestCounts(file: string): StepCounts {
  // the reporter writes each failure's whole message; the closing lines want its gist
  const { failures = [], ...counts } = JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<Partial<StepCounts>, 'failures'> & {
    passed: number;
    failed: number;
    failures?: { key: string; message: string }[];
  };
  return { flaky: 0, skipped: [], ran: [], ...counts, failures: failures.map((f) => `${f.key}: ${failureGist(f.message)}`) };
}

export function readPlaywright(file: string): StepCounts {
  return playwrightCounts(JSON.parse(fs.readFileSync(file, 'utf8')) as PlaywrightReport);
}
