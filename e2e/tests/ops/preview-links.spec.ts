import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { deployDir, publishCopy } from '../support/registry';
import { previewSecret, signPreview } from '../../../ops/src/preview/preview-links';

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
