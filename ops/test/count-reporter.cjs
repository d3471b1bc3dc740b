/** Prints jest's totals as one counted line, and writes them for the test orchestrator. */
const fs = require('node:fs');
const path = require('node:path');

class CountReporter {
  onRunComplete(_contexts, results) {
    const passed = results.numPassedTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const out = process.env.TEST_COUNTS_FILE;
    if (out) {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify({ passed, failed, skipped: results.numPendingTests }));
    }
    process.stdout.write(`jest: ${passed} passed, ${failed} failed\n`);
  }
}
module.exports = CountReporter;
