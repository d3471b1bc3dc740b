import { expect, test, type Page } from '@playwright/test';
import { createToken } from '../../../ops/src/registry/deploy-tokens';
import { currentLive, deployDir, liveVersion, publishCopy, setCanary, setLive } from '../support/registry';
import { CONSOLE, signIn } from '../support/ops-console';
import { readRegistry, readState, updateRegistry } from '../../../ops/src/registry/store';

/**
 * The ops web console, as a squad's operator uses it: signs in with their deploy token, sees every remote's
 * versions with their health, promotes, canaries and rolls back after a confirmation with a reason — the
 * CLI's code path (token scope, render check, audit) — and reads the history.
 */
const REMOTE = 'mf_content';

const versionRow = (page: Page, version: string) => page.getByRole('row').filter({ has: page.getByText(version, { exact: true }) });
const section = (page: Page, remote: string) => page.getByRole('region', { name: remote });

async function confirmWith(page: Page, reason: string) {
  await page.getByLabel('Lý do (ghi vào lịch sử)').fill(reason);
  await page.getByRole('button', { name: 'Xác nhận' }).click();
}

test.describe('ops console', () => {
  // a promote and a canary each run the render check, which may wait its turn behind another on this machine
  test.describe.configure({ timeout: 180_000 });
  let original: string;
  test.beforeEach(async () => {
    original = (await currentLive(REMOTE))!;
  });
  test.afterEach(async () => {
    await updateRegistry(deployDir(), (state) => {
      state.remotes[REMOTE]!.canary = null;
    });
    await setLive(REMOTE, original);
  });

  test('an operator signs in with a deploy token, promotes, canaries and rolls back with reasons, and reads the history', async ({ page }) => {
    await page.goto(CONSOLE);
    await page.getByLabel('Mã triển khai').fill('edu_00000000_khong-dung');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('alert')).toHaveText('Mã triển khai không hợp lệ, đã hết hạn hoặc đã bị thu hồi.');

    const { token } = await createToken('squad-content', [REMOTE]);
    await page.getByLabel('Mã triển khai').fill(token);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('heading', { name: 'Bảng điều khiển triển khai', level: 1 })).toBeVisible();
    await expect(page.getByText('squad-content · được triển khai: mf_content')).toBeVisible();
    await expect(section(page, 'mf_catalogue').getByText('Mã của bạn không được triển khai remote này.')).toBeVisible();
    await expect(versionRow(page, original).getByText('live', { exact: true })).toBeVisible();
    // health over time from the API: every remote the e2e run loaded is counted (each page view's signed beacons)
    await page.goto('/gioi-thieu');
    await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
    await page.goto(CONSOLE);
    await expect(async () => {
      await page.reload(); // the page's beacon reaches the API a moment after it loaded
      await expect(versionRow(page, original).getByRole('img', { name: /[1-9]\d* lượt tải, \d+ lỗi/ })).toBeVisible({ timeout: 1000 });
    }).toPass();

    // promote a new version: confirmation, reason, the render check, then live
    const next = await publishCopy(REMOTE, 'console');
    await page.reload();
    await versionRow(page, next).getByRole('link', { name: 'Đưa lên live' }).click();
    await expect(page.getByRole('heading', { name: `Xác nhận: Đưa ${REMOTE}@${next} lên live` })).toBeVisible();
    await confirmWith(page, 'trang giới thiệu mới từ bảng điều khiển');
    await expect(page.getByRole('status')).toHaveText(`${REMOTE}: live ${original} → ${next}.`);
    await expect(versionRow(page, next).getByText('live', { exact: true })).toBeVisible();
    expect(readState(deployDir()).audit.at(-1)).toMatchObject({
      action: 'promote',
      version: next,
      by: 'squad-content',
      reason: 'trang giới thiệu mới từ bảng điều khiển',
    });

    // canary the old version to 10 %, then stop it
    await versionRow(page, original).getByRole('link', { name: 'Canary…' }).click();
    await page.getByLabel('Tỉ lệ trình duyệt (%)').fill('10');
    await confirmWith(page, 'so sánh với bản cũ');
    await expect(page.getByRole('status')).toHaveText(`${REMOTE}@${original}: canary cho 10% trình duyệt.`);
    await expect(versionRow(page, original).getByText('canary 10%')).toBeVisible();
    await section(page, REMOTE).getByRole('link', { name: 'Dừng canary' }).click();
    await confirmWith(page, 'đủ số liệu');
    await expect(page.getByRole('status')).toHaveText(`${REMOTE}: đã dừng canary.`);

    // roll back, and the history shows who, what and why, newest first
    await section(page, REMOTE)
      .getByRole('link', { name: `Quay lại ${original}` })
      .click();
    await confirmWith(page, 'lỗi hiển thị trên điện thoại');
    await expect(page.getByRole('status')).toHaveText(`${REMOTE}: đã quay lại ${next} → ${original}.`);
    expect(liveVersion(REMOTE)).toBe(original);
    const history = page.getByRole('table', { name: 'Lịch sử thay đổi' });
    await expect(history.getByRole('row').nth(1)).toContainText('quay lại');
    await expect(history.getByRole('row').nth(1)).toContainText('squad-content');
    await expect(history.getByRole('row').nth(1)).toContainText('lỗi hiển thị trên điện thoại');

    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page.getByLabel('Mã triển khai')).toBeVisible();
  });

  test(
    'through the edge in either topology: an operator canaries a version from the console (refused in production, whose console has no Chromium to check it) and stops it',
    { tag: '@smoke' },
    async ({ page }) => {
      const next = await publishCopy(REMOTE, 'console-smoke');
      const { token } = await createToken('squad-content', [REMOTE]);
      await signIn(page, token);
      await expect(versionRow(page, original).getByText('live', { exact: true })).toBeVisible();
      await versionRow(page, next).getByRole('link', { name: 'Canary…' }).click();
      await page.getByLabel('Tỉ lệ trình duyệt (%)').fill('5');
      await confirmWith(page, 'thử 5% từ bảng điều khiển');
      if (process.env.E2E_PRODUCTION) {
        // the console's pruned image has no Chromium: its render check cannot run, so the canary is refused
        // (it fails closed, and the console has no skip of its own) — nothing changes
        await expect(page.getByRole('alert')).toContainText(`${REMOTE}@${next} was not changed — the render check cannot run here`);
        expect((await readRegistry(deployDir())).remotes[REMOTE]!.canary).toBeNull();
        // a canary checked and set from an ops machine, which the console then stops (that needs no check)
        await setCanary(deployDir(), REMOTE, next, 5, { by: 'squad-content', reason: 'thử 5% từ bảng điều khiển' });
        await page.goto(CONSOLE);
      } else {
        await expect(page.getByRole('status')).toContainText(`${REMOTE}@${next}: canary cho 5% trình duyệt.`);
      }
      expect((await readRegistry(deployDir())).remotes[REMOTE]!.canary).toEqual({ version: next, percent: 5 });
      await section(page, REMOTE).getByRole('link', { name: 'Dừng canary' }).click();
      await confirmWith(page, 'xong');
      await expect(page.getByRole('status')).toHaveText(`${REMOTE}: đã dừng canary.`);
      const state = await readRegistry(deployDir());
      expect(state.remotes[REMOTE]!.canary).toBeNull();
      expect(state.audit.filter((a) => a.remote === REMOTE).slice(-2)).toEqual([
        expect.objectContaining({ action: 'canary', version: next, by: 'squad-content', reason: 'thử 5% từ bảng điều khiển' }),
        expect.objectContaining({ action: 'canary-clear', by: 'squad-content', reason: 'xong' }),
      ]);
    },
  );

  test('a change must come from the console itself, with a token, and a reason', async ({ request, page }) => {
    const form = { action: 'rollback', remote: REMOTE, reason: 'x' };
    // not from the console's own page: no Origin, or another site's
    expect((await request.post(`${CONSOLE}/action`, { form })).status()).toBe(403);
    expect((await request.post(`${CONSOLE}/action`, { form, headers: { origin: 'https://evil.example' } })).status()).toBe(403);
    expect(liveVersion(REMOTE)).toBe(original);

    await signIn(page, (await createToken('squad-content', [REMOTE])).token);
    // a reason left blank (the browser's own check bypassed): refused in Vietnamese, nothing changed
    await page.goto(`${CONSOLE}/confirm?action=rollback&remote=${REMOTE}`);
    await page.getByLabel('Lý do (ghi vào lịch sử)').evaluate((input) => input.removeAttribute('required'));
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(page.getByRole('alert')).toHaveText('Hãy ghi lý do: nó được lưu vào lịch sử.');
    // another squad's remote: refused by the token's scope, nothing changed
    const catalogue = liveVersion('mf_catalogue');
    await page.goto(`${CONSOLE}/confirm?action=rollback&remote=mf_catalogue`);
    await confirmWith(page, 'không phải việc của tôi');
    await expect(page.getByRole('alert')).toContainText('may not deploy mf_catalogue');
    expect(liveVersion('mf_catalogue')).toBe(catalogue);
  });
});
