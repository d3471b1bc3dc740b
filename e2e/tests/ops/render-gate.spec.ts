import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { createToken } from '../../../ops/src/registry/deploy-tokens';
import { publishRemote } from '../../../ops/src/registry/publish';
import { throwingAboutPage } from '../support/broken-builds';
import { deployDir, liveVersion, publishCopy, setLive } from '../support/registry';
import { readState } from '../../../ops/src/registry/store';

/**
 * The gate that loads what it ships: before `pnpm ops promote` (or canary) changes anything, the live
 * shell renders each page of the version in headless Chromium; a page that throws refuses it, in one
 * line naming the page and the error. A sound version goes through. A check that cannot run refuses too (it
 * fails closed), unless the operator skips it on purpose, which the history records.
 */
const REMOTE = 'mf_content';
const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

async function opsPromote(version: string, siteUrl: string, ...extra: string[]): Promise<{ code: number; output: string }> {
  const { token } = await createToken('squad-content', [REMOTE]);
  try {
    const { stdout, stderr } = await run(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'ops/src/cli/ops.ts'), 'promote', REMOTE, version, '--reason', 'trang giới thiệu mới', ...extra],
      {
        env: {
          ...process.env,
          DEPLOY_DIR: deployDir(),
          EDGE_URL: siteUrl,
          OPS_TOKEN: token,
          CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

test.describe('the render gate before promote', () => {
  test.describe.configure({ timeout: 120_000 });
  let original: string;
  test.beforeEach(() => {
    original = liveVersion(REMOTE)!;
  });
  test.afterEach(async () => {
    await setLive(REMOTE, original);
  });

  test('a version whose page throws on render is refused, naming the page and the error; live is unchanged', async ({ baseURL }) => {
    const broken = `${original.split('-copy-')[0]}-copy-gate-${Date.now()}`;
    await publishRemote(deployDir(), REMOTE, throwingAboutPage(original, 'trang giới thiệu hỏng'), broken);
    const { code, output } = await opsPromote(broken, baseURL!);
    expect(code, output).not.toBe(0);
    expect(output).toContain(`${REMOTE}@${broken} was not changed — it fails on the live shell`);
    expect(output).toMatch(/expose "AboutPage" fails when the live shell renders \/gioi-thieu: .*trang giới thiệu hỏng/);
    expect(output).toContain('✓ ContactPage /lien-he'); // the other pages were rendered, and pass
    expect(liveVersion(REMOTE)).toBe(original);
  });

  test('a sound version renders every public page and goes live', async ({ baseURL }) => {
    const next = await publishCopy(REMOTE, 'gate-ok');
    const { code, output } = await opsPromote(next, baseURL!);
    expect(code, output).toBe(0);
    expect(output).toMatch(/✓ \d+ pages rendered without errors/);
    expect(output).toContain(`live: ${original} → ${next}`);
    expect(liveVersion(REMOTE)).toBe(next);
  });

  test('a check that cannot run (the site does not answer) refuses, live unchanged; the explicit skip goes through and the history says so', async () => {
    const next = await publishCopy(REMOTE, 'gate-dead-site');
    const dead = 'http://127.0.0.1:9';
    const refused = await opsPromote(next, dead);
    expect(refused.code, refused.output).not.toBe(0);
    expect(refused.output).toContain(`${REMOTE}@${next} was not changed — the render check cannot run here: the site at ${dead} does not answer`);
    expect(liveVersion(REMOTE)).toBe(original);

    const skipped = await opsPromote(next, dead, '--skip-render-check');
    expect(skipped.code, skipped.output).toBe(0);
    expect(liveVersion(REMOTE)).toBe(next);
    expect(readState(deployDir()).audit.at(-1)).toMatchObject({
      action: 'promote',
      version: next,
      reason: 'trang giới thiệu mới',
      detail: `from ${original}; render check skipped on purpose (--skip-render-check)`,
    });
  });
});
