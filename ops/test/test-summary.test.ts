import { itAnswers } from '@edu/shared/testing/table';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestCounts, playwrightCounts, type PlaywrightReport } from '../src/cli/test-reports';
import { summarize, type StepCounts } from '../src/cli/test-summary';

const PROD = 'production-topology-only: two API replicas';
const step = (over: Partial<StepCounts>): StepCounts => ({ passed: 0, failed: 0, flaky: 0, skipped: [], ran: [], ...over });
const skip = (key: string, reason: string | null) => ({ key, title: key, reason });

/** Four prod-only tests skipped in the main e2e run, and what became of them. */
const mainE2e = step({ passed: 3590, skipped: ['a', 'b', 'c', 'd'].map((k) => skip(k, PROD)) });
const prodE2e = step({ passed: 20, ran: ['a', 'b', 'c', 'd'] });

describe('the closing count line of pnpm test', () => {
  itAnswers(
    (_case: string, steps: StepCounts[], notRun: Record<string, string>) => summarize(steps, notRun),
    [
      ['nothing skipped', [step({ passed: 10 })], {}, { line: '10 passed, 0 failed, 0 flaky, 0 skipped', problems: [] }],
      [
        'production-topology-only skips that ran later in the same pnpm test: accounted for',
        [mainE2e, prodE2e],
        {},
        { line: '3610 passed, 0 failed, 0 flaky, 4 skipped (4 production-topology-only: run in the production-topology step)', problems: [] },
      ],
      [
        'their step could not run here: said so, not a defect',
        [mainE2e],
        { 'production-topology-only': 'it needs TEST_PG_URL and nginx' },
        { line: '3590 passed, 0 failed, 0 flaky, 4 skipped (4 production-topology-only: not run, it needs TEST_PG_URL and nginx)', problems: [] },
      ],
      [
        'the step ran but one of them was not in it: a defect, named',
        [mainE2e, step({ passed: 3, ran: ['a', 'b', 'c'] })],
        {},
        {
          line: '3593 passed, 0 failed, 0 flaky, 4 skipped (3 production-topology-only: run in the production-topology step; 1 unexplained: d (production-topology-only, yet it did not run in the production-topology step))',
          problems: ['skipped without an accounted reason: d (production-topology-only, yet it did not run in the production-topology step)'],
        },
      ],
      [
        'no reason, or a reason no step answers for: defects by title',
        [step({ passed: 5, failed: 1, skipped: [skip('visual › home', 'fonts differ from the baseline machine'), skip('x › y', null)] })],
        {},
        {
          line: '5 passed, 1 failed, 0 flaky, 2 skipped (2 unexplained: visual › home (fonts differ from the baseline machine); x › y (no reason given))',
          problems: [
            'skipped without an accounted reason: visual › home (fonts differ from the baseline machine)',
            'skipped without an accounted reason: x › y (no reason given)',
          ],
        },
      ],
      [
        'PGlite skips the PostgreSQL-only suite, the PostgreSQL step runs it',
        [
          step({ passed: 7, skipped: [skip('api/outage › stops', 'postgresql-only: a server of its own')] }),
          step({ passed: 2, ran: ['api/outage › stops'] }),
        ],
        {},
        { line: '9 passed, 0 failed, 0 flaky, 1 skipped (1 postgresql-only: run in the PostgreSQL steps)', problems: [] },
      ],
      [
        'a failure is named, so a log cut to its tail still says which',
        [step({ passed: 4, failed: 1, failures: ['e2e/a.spec.ts › buys: Error: timed out'] })],
        {},
        { line: '4 passed, 1 failed, 0 flaky, 0 skipped', problems: ['failed: e2e/a.spec.ts › buys: Error: timed out'] },
      ],
      [
        'a pass on a retry is not a pass',
        [step({ passed: 8, flaky: 1 })],
        {},
        { line: '8 passed, 0 failed, 1 flaky, 0 skipped', problems: ['1 flaky: passed only on a retry'] },
      ],
    ],
    '%s',
  );
});

describe("Playwright's JSON report", () => {
  const report: PlaywrightReport = {
    stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 2 },
    suites: [
      {
        title: 'platform/replicas.spec.ts',
        file: 'platform/replicas.spec.ts',
        suites: [
          {
            title: 'two API replicas',
            specs: [
              {
                title: 'both ready',
                file: 'platform/replicas.spec.ts',
                tests: [{ status: 'skipped', annotations: [{ type: 'skip', description: PROD }] }],
              },
              {
                title: 'no reason',
                file: 'platform/replicas.spec.ts',
                tests: [{ status: 'skipped', annotations: [], results: [{ annotations: [{ type: 'skip' }] }] }],
              },
              { title: 'passes', file: 'platform/replicas.spec.ts', tests: [{ status: 'expected' }] },
              { title: 'retried', file: 'platform/replicas.spec.ts', tests: [{ status: 'flaky' }] },
              {
                title: 'fails',
                file: 'platform/replicas.spec.ts',
                tests: [
                  {
                    status: 'unexpected',
                    results: [
                      {},
                      { error: { message: '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 2\nReceived: 1\n    at x.ts:3' } },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  it('reads skips with their annotation, keyed by file and titles; a retried pass counts as flaky, not passed; a failure is named with its gist', () => {
    expect(playwrightCounts(report)).toEqual({
      passed: 1,
      failed: 1,
      flaky: 1,
      skipped: [
        skip('platform/replicas.spec.ts › two API replicas › both ready', PROD),
        skip('platform/replicas.spec.ts › two API replicas › no reason', null),
      ],
      ran: ['platform/replicas.spec.ts › two API replicas › passes', 'platform/replicas.spec.ts › two API replicas › retried'],
      failures: ['platform/replicas.spec.ts › two API replicas › fails: Error: expect(received).toBe(expected) ⏎ Expected: 2 ⏎ Received: 1'],
    });
  });
});

describe("jest's counts file (ops/test/count-reporter.cjs)", () => {
  it("names each failure with its message's gist", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'counts-')), 'jest.json');
    const failures = [
      { key: 'api/test/cart.test.ts › adds', message: '\u001b[1mexpect(received).toEqual(expected)\u001b[22m\n\n- 2\n+ 1\n  at cart.test.ts:9' },
    ];
    fs.writeFileSync(file, JSON.stringify({ passed: 3, failed: 1, flaky: 0, skipped: [], ran: [], failures }));
    expect(jestCounts(file).failures).toEqual(['api/test/cart.test.ts › adds: expect(received).toEqual(expected) ⏎ - 2 ⏎ + 1']);
  });
});
