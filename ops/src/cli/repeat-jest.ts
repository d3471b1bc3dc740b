/**
 * `tsx ops/src/cli/repeat-jest.ts <test file> [runs=30]`: runs one jest file again and again, each run
 * on its own and with no retry, and prints `N / N passed` — how a flaky test is shown fixed (issue 32).
 * Run it under the shared lock: `flock /tmp/edu-heavy.lock tsx ops/src/cli/repeat-jest.ts …`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

const [file, runsArg = '30'] = process.argv.slice(2);
const runs = Number(runsArg);
if (!file || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: tsx ops/src/cli/repeat-jest.ts <test file> [runs=30]');
  process.exit(2);
}
// A retried test counts its second try as a pass: only first tries are counted here.
if (/\bretryTimes\s*\(/.test(fs.readFileSync(path.resolve(ROOT, file), 'utf8'))) {
  console.error(`${file} calls jest.retryTimes: remove it, a flaky test is a bug to fix`);
  process.exit(2);
}

let passed = 0;
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/jest'), ['--ci', '--runTestsByPath', file], { cwd: ROOT, encoding: 'utf8' });
  const ok = result.status === 0;
  if (ok) passed++;
  else console.log(`${result.stdout}${result.stderr}`);
  console.log(`run ${run}: ${ok ? 'passed' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log(`${passed} / ${runs} passed`);
process.exit(passed === runs ? 0 : 1);
