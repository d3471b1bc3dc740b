import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { createToken } from '../../../ops/src/registry/deploy-tokens';
import { publishRemote } from '../../../ops/src/registry/publish';
import { readState } from '../../../ops/src/registry/store';
import { throwingAboutPage } from '../support/broken-builds';
import { deployDir, exposeChunk, liveVersion, publishCopy, setLive, versionDir } from '../support/registry';

/**
 * The console runs the CLI's checks with no way past them: a version the render check refused, or whose files
 * `pnpm ops verify` found changed, is marked in the console, offers no "Đưa lên live" nor "Canary…", and a
 * POST that asks anyway — with any skip field it likes — is refused before anything runs.
 */
const REMOTE = 'mf_content';
const CONSOLE = '/ops/console';
const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

const versionRow = (page: Page, version: string) => page.getByRole('row').filter({ has: page.getByText(version, { exact: true }) });

async function signIn(page: Page) {
  const { token } = await createToken('squad-content', [REMOTE]);
  await page.goto(CONSOLE);
  await page.getByLabel('Mã triển khai').fill(token);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Bảng điều khiển triển khai', level: 1 })).toBeVisible();
}

/** The console's own form, posted as its page would (its Origin, its cookie), asking for the skip it does not have. */
async function forcePost(page: Page, baseURL: string, action: 'promote' | 'canary', version: string) {
  const res = await page.request.post(`${CONSOLE}/action`, {
    form: { action, remote: REMOTE, version, percent: '50', reason: 'cứ đưa lên', 'skip-render-check': '1', skipRenderCheck: 'true' },
    headers: { origin: new URL(baseURL).origin },
  });
  return { status: res.status(), text: await res.text() };
}

async function expectRefusedEverywhere(page: Page, baseURL: string, version: string, mark: string) {
  await page.goto(CONSOLE);
  const row = versionRow(page, version);
  await expect(row.getByText(mark, { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Đưa lên live' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Canary…' })).toHaveCount(0);
  for (const action of ['promote', 'canary'] as const) {
    const started = Date.now();
    const refused = await forcePost(page, baseURL, action, version);
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(`${REMOTE}@${version} bị chặn: ${mark}`);
    expect(Date.now() - started).toBeLessThan(5000); // refused outright: no browser started to check it again
  }
  expect(liveVersion(REMOTE)).not.toBe(version);
  expect(readState(deployDir()).remotes[REMOTE]!.canary).toBeNull();
}

test.describe('the console refuses what a check refused', () => {
  // one render check in the site's process (Chromium over mf_content's public pages)
  test.describe.configure({ timeout: 180_000 });
  let original: string;
  test.beforeEach(() => {
    original = liveVersion(REMOTE)!;
  });
  test.afterEach(async () => {
    await setLive(REMOTE, original);
  });

  test('a version whose page throws: the console runs the check, refuses, marks it, and offers it no more', async ({ page, baseURL }) => {
    const broken = `${original.split('-copy-')[0]}-copy-console-broken-${Date.now()}`;
    await publishRemote(deployDir(), REMOTE, throwingAboutPage(original, 'trang giới thiệu hỏng'), broken);
    await signIn(page);
    await versionRow(page, broken).getByRole('link', { name: 'Đưa lên live' }).click();
    await page.getByLabel('Lý do (ghi vào lịch sử)').fill('thử từ bảng điều khiển');
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByRole('alert')).toContainText(`${REMOTE}@${broken} was not changed — it fails on the live shell`, { timeout: 150_000 });
    expect(liveVersion(REMOTE)).toBe(original);
    await expectRefusedEverywhere(page, baseURL!, broken, 'Không đạt kiểm tra hiển thị');
    expect(readState(deployDir()).audit.filter((a) => a.version === broken && a.action !== 'publish')).toEqual([]);
  });

  test('a version whose files changed after publishing: ops verify marks it, and the console refuses it', async ({ page, baseURL }) => {
    const version = await publishCopy(REMOTE, 'console-tampered');
    const chunk = exposeChunk(versionDir(REMOTE, version), 'AboutPage');
    const file = path.join(versionDir(REMOTE, version), chunk);
    const good = fs.readFileSync(file);
    try {
      fs.writeFileSync(file, Buffer.concat([good, Buffer.from('\n')]));
      const verify = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'ops/src/cli/ops.ts'), 'verify', REMOTE, version], {
        env: { ...process.env, DEPLOY_DIR: deployDir() },
      }).then(
        () => 0,
        (err: { code: number }) => err.code,
      );
      expect(verify).not.toBe(0);
      await signIn(page);
      await expectRefusedEverywhere(page, baseURL!, version, 'Tệp khác với bản đã phát hành');
    } finally {
      fs.writeFileSync(file, good);
    }
  });
});
