/**
 * Prints jest's totals as one counted line, and writes them for the test orchestrator (ops/src/cli/test-all.ts):
 * first-try passes, failures, flaky passes (retried), each skipped test with its reason, and the tests that ran.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Where describeWhere (shared/src/testing/skip.ts) puts a skipped suite's reason: the end of its title. */
const SKIP_MARK = / \(skipped: (.+)\)$/;
const SKIPPED = new Set(['pending', 'skipped', 'todo', 'disabled']);

class CountReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const skipped = [];
    const ran = [];
    /** { key, message } per failed test (ops/src/cli/test-reports.ts takes its gist) */
    const failures = [];
    let flaky = 0;
    for (const file of results.testResults) {
      const rel = path.relative(this.rootDir, file.testFilePath);
      for (const test of file.testResults) {
        let reason = null;
        const titles = [...test.ancestorTitles, test.title].map((title) => {
          const mark = SKIP_MARK.exec(title);
          if (!mark) return title;
          reason = mark[1];
          return title.slice(0, mark.index);
        });
        const key = `${rel} › ${titles.join(' › ')}`;
        if (SKIPPED.has(test.status)) skipped.push({ key, title: key, reason });
        else if (test.status === 'passed') {
          ran.push(key);
          if ((test.invocations ?? 1) > 1) flaky += 1;
        } else if (test.status === 'failed') failures.push({ key, message: test.failureMessages?.[0] ?? '' });
      }
      if (file.testExecError) {
        failures.push({ key: rel, message: file.testExecError.message ?? file.failureMessage ?? '' });
      }
    }
    const passed = results.numPassedTests - flaky;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const out = process.env.TEST_COUNTS_FILE;
    if (out) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify({ passed, failed, flaky, skipped, ran, failures }));
    }
    process.stdout.write(`jest: ${passed} passed, ${failed} failed, ${flaky} flaky, ${skipped.length} skipped\n`);
  }
}
module.exports = CountReporter;
