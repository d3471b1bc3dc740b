import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createToken } from '../../../ops/src/registry/deploy-tokens';
import { publishRemote } from '../../../ops/src/registry/publish';
import { readState, updateRegistry } from '../../../ops/src/registry/store';
import { deployDir, liveVersion, publishCopy, setLive } from '../support/registry';
import { throwingAboutPage } from '../support/broken-builds';

/**
 * A canary that breaks, caught by the platform rather than by a person: `pnpm ops canary … --auto` watches
 * the canary's per-version health and, when its error rate beats the live version's, rolls it back by
 * itself — audited like an operator's change — while learners get the live version again.
 */
const REMOTE = 'mf_content';
const ADMIN = 'e2e-admin-token-0123456789abcdef';
const ROOT = path.resolve(__dirname, '../../..');

test('a canary that throws on render is rolled back by --auto, and the history says so', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const original = liveVersion(REMOTE)!;
  // live is compared by its error rate over the last minutes: a fresh copy of it, so that what earlier tests
  // did to the live version (their 404s, their aborted loads) is not part of this comparison
  const baseline = await publishCopy(REMOTE, 'baseline');
  await setLive(REMOTE, baseline);
  const broken = `${original.split('-copy-')[0]}-copy-canary-${Date.now()}`;
  await publishRemote(deployDir(), REMOTE, throwingAboutPage(original, 'bản canary hỏng'), broken);
  const { token } = createToken(deployDir(), 'squad-content', [REMOTE]);

  const cli = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [
      path.join(ROOT, 'ops/src/cli/ops.ts'),
      'canary',
      REMOTE,
      broken,
      '100',
      '--auto',
      '--min-loads',
      '1000',
      // every visit here comes from this one browser: one visitor (production's default asks for 3)
      '--min-visitors',
      '1',
      '--window',
      '1',
      '--reason',
      'thử trang giới thiệu mới',
      // the watchdog is for what a headless render does not catch (a device, a learner's data); that check is render-gate.spec's
      '--skip-render-check',
    ],
    {
      env: { ...process.env, DEPLOY_DIR: deployDir(), EDGE_URL: baseURL!, ADMIN_TOKEN: ADMIN, OPS_TOKEN: token, CANARY_POLL_MS: '500' },
    },
  );
  let output = '';
  cli.stdout.on('data', (d: Buffer) => (output += d.toString()));
  cli.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number>((resolve) => cli.on('exit', (code) => resolve(code ?? -1)));
  let code: number | null = null;
  void exited.then((c) => (code = c));

  try {
    await expect.poll(() => readState(deployDir()).remotes[REMOTE]!.canary?.version ?? null).toBe(broken);
    // learners meet the canary: its page fails, each visit a load and a render error
    for (let visit = 0; visit < 12 && code === null; visit += 1) {
      await page.goto('/gioi-thieu');
      await page.waitForTimeout(700);
    }
    expect(await exited, output).not.toBe(0); // it says it rolled back: the canary was not good
    expect(output).toContain(`${REMOTE}@${broken} was rolled back automatically`);

    const state = readState(deployDir());
    expect(state.remotes[REMOTE]!.canary).toBeNull();
    expect(state.remotes[REMOTE]!.live).toBe(baseline);
    expect(state.audit.at(-1)).toMatchObject({
      action: 'canary-clear',
      remote: REMOTE,
      version: broken,
      by: 'squad-content',
      reason: expect.stringMatching(
        /^auto: rolled back, error rate \d+\.\d % against 0\.0 % live, over \d+ attempts from \d+ visitors \(thử trang giới thiệu mới\)$/,
      ),
    });
    // every visit to the canary fails; the watchdog may decide while a visit's error report is still on its
    // way (a load counted, its render error not yet), so the rate it saw is most of them, not always all
    const rate = Number(/error rate (\d+\.\d) %/.exec(state.audit.at(-1)!.reason ?? '')?.[1]);
    expect(rate).toBeGreaterThanOrEqual(50);

    await page.goto('/gioi-thieu');
    await expect(page.locator(`[data-remote="${REMOTE}"]`)).toHaveAttribute('data-remote-version', baseline);
    await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
  } finally {
    cli.kill();
    await updateRegistry(deployDir(), (state) => {
      state.remotes[REMOTE]!.canary = null;
    });
    await setLive(REMOTE, original);
  }
});
