import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { freePort, ROOT, runDev } from './dev-support';

/**
 * A new squad's first hour: `pnpm create-remote mf-quiz` in a checkout of this commit (a git worktree, so the
 * workspace under test is untouched), then its test, build, publish and dev server — each on the first try.
 */
const run = promisify(execFile);
const site = () => test.info().project.use.baseURL!;

test('pnpm create-remote: the new remote tests, builds, publishes and dev-serves on the first try', async () => {
  test.setTimeout(300_000);
  const tree = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'create-remote-')), 'repo');
  const deploy = path.join(path.dirname(tree), 'deploy');
  execFileSync('git', ['worktree', 'add', '--detach', tree, 'HEAD'], { cwd: ROOT, stdio: 'ignore' });
  const pnpm = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    run('pnpm', args, { cwd: tree, env: { ...process.env, DEPLOY_DIR: deploy, ...env }, maxBuffer: 16 << 20 });
  try {
    await pnpm(['install', '--prefer-offline', '--frozen-lockfile', '--reporter=silent']);

    const created = await pnpm(['-s', 'create-remote', 'mf-quiz', '--owner', 'Nhóm Thi thử', '--title', 'Thi thử']);
    expect(created.stdout).toContain(
      "✓ shared/src/platform/remotes.ts: { name: 'mf_quiz', dir: 'mf-quiz', owner: 'Nhóm Thi thử', exposes: ['QuizPage'] }",
    );
    expect(fs.readFileSync(path.join(tree, 'mf-quiz/src/exposes/quiz-page.tsx'), 'utf8')).toContain('<h1>Thi thử</h1>');

    const tested = await pnpm(['exec', 'jest', 'mf-quiz']);
    expect(tested.stdout + tested.stderr).toMatch(/jest: 1 passed, 0 failed/);
    await pnpm(['exec', 'eslint', '--max-warnings', '0', 'mf-quiz', 'shared/src/platform/remotes.ts']);

    const built = await pnpm(['-s', 'build', 'mf-quiz']);
    const version = /✓ built mf-quiz (\S+)/.exec(built.stdout + built.stderr)?.[1];
    expect(version).toMatch(/^1\.0\.0-[0-9a-f]+$/);

    const token = (await pnpm(['-s', 'ops', 'token', 'create', 'squad-quiz', 'mf-quiz'])).stdout.trim().split('\n').at(-1)!;
    const published = await pnpm(['-s', 'ops', 'publish', 'mf-quiz', '--reason', 'bản đầu tiên'], { OPS_TOKEN: token });
    expect(published.stdout).toContain(`✓ published mf_quiz@${version}`);

    // the dev server compiles it and serves its container, attached to the running site
    const port = await freePort();
    const dev = runDev(['mf-quiz', '--site', site(), '--port', String(port)], tree);
    try {
      expect(await dev.opened).toBe(`${site()}/?mf_dev=${encodeURIComponent(`mf_quiz@http://localhost:${port}`)}`);
      const entry = await fetch(`http://localhost:${port}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(await entry.text()).toContain('mf_quiz');
    } finally {
      await dev.stop();
    }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT, stdio: 'ignore' });
    fs.rmSync(path.dirname(tree), { recursive: true, force: true });
  }
});
