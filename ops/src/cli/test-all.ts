/**
 * `pnpm test`: lint → typecheck → unit + API tests (jest; PGlite, and a real PostgreSQL too when
 * TEST_PG_URL is set) → build once (incremental) → e2e (Playwright, Chromium) against that build.
 * Ends with one counted line: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

interface Counts {
  passed: number;
  failed: number;
}

const total: Counts = { passed: 0, failed: 0 };
const problems: string[] = [];
const reports = path.join(ROOT, 'reports');
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✓' : '✗'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) problems.push(label);
  return ok;
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function addJestCounts(file: string, label: string): void {
  if (!fs.existsSync(file)) return void problems.push(`${label}: no result file`);
  const counts = JSON.parse(fs.readFileSync(file, 'utf8')) as Counts;
  total.passed += counts.passed;
  total.failed += counts.failed;
}

function addPlaywrightCounts(file: string): void {
  if (!fs.existsSync(file)) return void problems.push(`${path.basename(file)}: no result file`);
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  total.passed += stats.expected + stats.flaky;
  total.failed += stats.unexpected;
}

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

run('lint (ESLint: boundaries, cycles, hooks, file names)', bin('eslint'), ['--max-warnings', '0', '.']);
run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);

const jestFile = path.join(reports, 'jest.json');
run('unit and API tests (jest, embedded PGlite)', bin('jest'), ['--ci'], { TEST_COUNTS_FILE: jestFile });
addJestCounts(jestFile, 'jest');

if (process.env.TEST_PG_URL) {
  const pgFile = path.join(reports, 'jest-pg.json');
  run('API tests on PostgreSQL', bin('jest'), ['--ci', '--selectProjects', 'api'], {
    TEST_COUNTS_FILE: pgFile,
    TEST_DATABASE_URL: process.env.TEST_PG_URL,
  });
  addJestCounts(pgFile, 'jest (PostgreSQL)');
}

if (run('build (incremental)', process.execPath, [...process.execArgv, path.join(__dirname, 'build.ts')])) {
  run('e2e (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
  addPlaywrightCounts(path.join(reports, 'e2e.json'));
  if (process.env.TEST_PG_URL && (hasCommand('nginx') || fs.existsSync('/usr/sbin/nginx'))) {
    run('production topology: nginx + API + PostgreSQL, e2e smoke', process.execPath, [...process.execArgv, path.join(__dirname, 'prod-topology.ts')]);
    addPlaywrightCounts(path.join(reports, 'e2e-prod.json'));
  }
} else {
  problems.push('e2e skipped: the build failed');
}

if (hasCommand('docker-compose')) run('docker-compose.yml is valid', 'docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']);

// The same commit built in a second checkout gives the same version digests and bytes (on a clean tree:
// uncommitted changes are not in the second checkout).
const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() !== '';
if (dirty) console.log('\n(reproducible-build check skipped: the working tree has uncommitted changes)');
else run('reproducible build: the same commit in a second checkout', process.execPath, [...process.execArgv, path.join(__dirname, 'reproducible.ts')]);

console.log(`\n${problems.length ? `Problems: ${problems.join('; ')}` : 'All steps succeeded.'}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(problems.length || total.failed ? 1 : 0);
