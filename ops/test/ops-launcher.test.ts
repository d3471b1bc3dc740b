import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * `pnpm ops` runs the deploy CLI compiled into one file (ops/bin/ops.cjs → ops/.cli/ops.cjs): it is built
 * once, reused while its sources are unchanged, and rebuilt as soon as one of them changes — an edit is
 * never run stale.
 */
const exec = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const LAUNCHER = path.join(ROOT, 'ops/bin/ops.cjs');
// a bundle of this test's own: other tests' CLI runs build and use ops/.cli meanwhile
const OUT = `.cli-test-${process.pid}`;
const BUNDLE = path.join(ROOT, 'ops', OUT, 'ops.cjs');
const SOURCE = path.join(ROOT, 'ops/src/cli/token-verbs.ts');

const usage = () => exec(process.execPath, [LAUNCHER], { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '', OPS_CLI_DIR: OUT } });
afterAll(() => fs.rmSync(path.join(ROOT, 'ops', OUT), { recursive: true, force: true }));
const builtAt = () => fs.statSync(BUNDLE).mtimeMs;

it('builds the CLI once, reuses it while its sources are unchanged, rebuilds it when one changes', async () => {
  expect(fs.existsSync(BUNDLE)).toBe(false);
  expect((await usage()).stdout).toContain('usage: pnpm ops <verb>');
  const first = builtAt();
  expect((await usage()).stdout).toContain('usage: pnpm ops <verb>');
  expect(builtAt()).toBe(first);

  // a source saved again (its content as it is): the next run compiles anew
  const { atime, mtime } = fs.statSync(SOURCE);
  const later = new Date(Math.max(Date.now(), mtime.getTime()) + 2000);
  fs.utimesSync(SOURCE, atime, later);
  try {
    const { stdout } = await usage();
    expect(stdout).toContain('token create <owner> <remote|*>… [--days 90]');
    expect(builtAt()).toBeGreaterThan(first);
  } finally {
    fs.utimesSync(SOURCE, atime, mtime);
  }
}, 60_000);
