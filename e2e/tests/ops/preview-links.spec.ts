import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { deployDir, publishCopy } from '../support/registry';
import { previewSecret, signPreview } from '../../../ops/src/preview/preview-links';
import { createToken } from '../../../ops/src/registry/deploy-tokens';

/**
 * A product owner opens a preview link on a phone: that published version of mf_content on every page, with a
 * bar saying so; the developer beside them, without the link, sees live. Expired and tampered links are refused.
 */
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const site = () => test.info().project.use.baseURL!;

async function previewLink(remote: string, version: string, hours?: number): Promise<string> {
  const { stdout } = await run(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'ops/src/cli/ops.ts'), 'preview', remote, version, ...(hours ? ['--hours', String(hours)] : [])],
    { env: { ...process.env, DEPLOY_DIR: deployDir(), SITE_ORIGIN: site() } },
  );
  expect(stdout).toContain(`✓ ${remote}@${version} preview until `);
  return stdout.trim().split('\n').at(-1)!;
}

const frameVersion = (page: import('@playwright/test').Page) =>
  page.locator('[data-remote="mf_content"]').first().getAttribute('data-remote-version');

test('a preview link shows that version to whoever opens it, and to nobody else', async ({ browser }) => {
  const version = await publishCopy('mf_content', 'preview');
  const link = await previewLink('mf_content', version, 2);
  const owner = await browser.newContext();
  const other = await browser.newContext();
  try {
    const phone = await owner.newPage();
    const res = await phone.goto(link.replace(/^https?:\/\/[^/]+\//, `${site()}/`));
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    expect(new URL(phone.url()).search).toBe('');
    const bar = phone.getByRole('complementary', { name: 'Xem trước' });
    await expect(bar).toHaveText(`Xem trước: mf_content@${version}Thoát`);
    const contact = await phone.goto('/lien-he');
    expect(contact?.headers()['cache-control']).toBe('private, no-store');
    await expect(phone.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
    expect(await frameVersion(phone)).toBe(version);
    await expect(bar).toBeVisible();

    const desk = await other.newPage();
    await desk.goto('/lien-he');
    await expect(desk.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
    expect(await frameVersion(desk)).not.toBe(version);
    await expect(desk.getByRole('complementary', { name: 'Xem trước' })).toHaveCount(0);

    await bar.getByRole('link', { name: 'Thoát' }).click();
    await expect(phone.getByRole('complementary', { name: 'Xem trước' })).toHaveCount(0);
  } finally {
    await owner.close();
    await other.close();
  }
});

test('expired and tampered preview links are refused, in Vietnamese, and set nothing', async ({ page }) => {
  const version = await publishCopy('mf_content', 'preview-bad');
  const token = new URL(await previewLink('mf_content', version)).searchParams.get('mf_preview')!;
  const [body, signature] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { r: string; v: string; exp: number };
  const longer = `${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 * 365 })).toString('base64url')}.${signature}`;
  const tampered = await page.goto(`/?mf_preview=${longer}`);
  expect(tampered?.status()).toBe(400);
  await expect(page.getByText('Liên kết xem trước không hợp lệ (có thể đã bị sửa). Hãy xin người gửi một liên kết mới.')).toBeVisible();

  // signed with this site's key (the deploy folder's), but already past its time
  const expired = signPreview({ remote: 'mf_content', version, expiresAt: Math.floor(Date.now() / 1000) - 60 }, previewSecret(deployDir()));
  const old = await page.goto(`/?mf_preview=${expired}`);
  expect(old?.status()).toBe(410);
  await expect(page.getByText('Liên kết xem trước đã hết hạn. Hãy xin người gửi một liên kết mới.')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'mf_preview')).toBeUndefined();
});

test('the ops console makes a preview link too, for a remote its token may deploy', async ({ page, browser }) => {
  const version = await publishCopy('mf_content', 'preview-console');
  const { token } = await createToken('squad-content', ['mf_content']);
  await page.goto('/ops/console');
  await page.getByLabel('Mã triển khai').fill(token);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  const row = page
    .getByRole('region', { name: 'mf_content' })
    .getByRole('row')
    .filter({ has: page.getByText(version, { exact: true }) });
  await row.getByRole('link', { name: 'Xem trước…' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Xác nhận: Tạo liên kết xem trước mf_content@${version}` })).toBeVisible();
  await page.getByLabel('Mở được trong (giờ, 1–168)').fill('2');
  await page.getByLabel('Lý do (ghi vào lịch sử)').fill('cho chị PO xem trên điện thoại');
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Liên kết xem trước mf_content@${version}` })).toBeVisible();
  const link = await page.getByLabel('Liên kết').inputValue();
  expect(link).toMatch(new RegExp(`^${site()}/\\?mf_preview=`));

  const phone = await browser.newContext();
  try {
    const owner = await phone.newPage();
    await owner.goto(link);
    await expect(owner.getByRole('complementary', { name: 'Xem trước' })).toHaveText(`Xem trước: mf_content@${version}Thoát`);
  } finally {
    await phone.close();
  }
});
