/**
 * `pnpm test`: lint → typecheck → format → dead code (knip) → unit + API tests (jest; PGlite, and a real PostgreSQL too when
 * TEST_PG_URL is set) → build once (incremental) → e2e (Playwright, Chromium) against that build.
 * Ends with one counted line: `N passed, N failed, N flaky, N skipped (why)` (./test-summary.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import { jestCounts, readPlaywright } from './test-reports';
import { summarize, type StepCounts } from './test-summary';

const steps: StepCounts[] = [];
/** Skip categories whose step did not run here, and why (./test-summary.ts SKIP_CATEGORIES). */
const notRun: Record<string, string> = {};
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
  steps.push(jestCounts(file));
}

function addPlaywrightCounts(file: string): void {
  if (!fs.existsSync(file)) return void problems.push(`${path.basename(file)}: no result file`);
  steps.push(readPlaywright(file));
}

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

run('lint (ESLint: boundaries, cycles, hooks, file names)', bin('eslint'), ['--max-warnings', '0', '.']);
run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
run('format (Prettier: .prettierrc)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
run('dead code (knip: unused files, exports, dependencies; knip.jsonc)', bin('knip'), ['--no-progress']);

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
} else {
  notRun['postgresql-only'] = 'no TEST_PG_URL';
}

if (run('build (incremental)', process.execPath, [...process.execArgv, path.join(__dirname, 'build.ts')])) {
  run('e2e (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
  addPlaywrightCounts(path.join(reports, 'e2e.json'));
  if (process.env.TEST_PG_URL && (hasCommand('nginx') || fs.existsSync('/usr/sbin/nginx'))) {
    run('production topology: nginx + API + PostgreSQL, e2e smoke', process.execPath, [
      ...process.execArgv,
      path.join(__dirname, 'prod-topology.ts'),
    ]);
    addPlaywrightCounts(path.join(reports, 'e2e-prod.json'));
  } else {
    notRun['production-topology-only'] = 'it needs TEST_PG_URL and nginx';
  }
} else {
  problems.push('e2e skipped: the build failed');
}

if (hasCommand('docker-compose')) {
  run('docker-compose.yml is valid', 'docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']);
  // TLS at the edge on one machine: the override an operator adds (docs/cdn.md)
  run('docker-compose.yml with docker-compose.tls.yml is valid', 'docker-compose', [
    '-f',
    'docker-compose.yml',
    '-f',
    'docker-compose.tls.yml',
    'config',
    '-q',
  ]);
}

// The same commit built in a second checkout gives the same version digests and bytes (on a clean tree:
// uncommitted changes are not in the second checkout).
const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() !== '';
if (dirty) console.log('\n(reproducible-build check skipped: the working tree has uncommitted changes)');
else
  run('reproducible build: the same commit in a second checkout', process.execPath, [...process.execArgv, path.join(__dirname, 'reproducible.ts')]);

const summary = summarize(steps, notRun);
problems.push(...summary.problems);
console.log(`\n${problems.length ? `Problems:\n${problems.map((p) => `  - ${p}`).join('\n')}` : 'All steps succeeded.'}`);
console.log(summary.line);
process.exit(problems.length || steps.some((s) => s.failed) ? 1 : 0);
