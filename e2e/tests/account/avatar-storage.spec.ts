import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ObjectStore } from '../../../ops/src/storage/object-store';
import { AccountPages, registerLearner } from './account-helpers';

/**
 * An avatar as a learner uploads it, wherever uploads are kept: the API's folder on the local edge; in the
 * production topology a presigned PUT through nginx into the upload bucket, checked by the API before the
 * profile points at it. A page disguised as a PNG never becomes an avatar.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const production = process.env.E2E_PRODUCTION === '1';

/** The upload bucket, as the production topology configured it (null on the local edge). */
function uploadBucket(): ObjectStore | null {
  const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, UPLOADS_BUCKET } = process.env;
  if (!UPLOADS_BUCKET || !S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return new ObjectStore({ endpoint: S3_ENDPOINT, bucket: UPLOADS_BUCKET, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY });
}

async function openProfile(page: Page, request: Parameters<typeof registerLearner>[0]): Promise<void> {
  // production has no demo accounts or development outbox: the operator's account made by the topology
  if (production && !process.env.E2E_OPERATOR_EMAIL) throw new Error('the production topology must name its operator (E2E_OPERATOR_EMAIL)');
  const who = production
    ? { email: process.env.E2E_OPERATOR_EMAIL!, password: process.env.E2E_OPERATOR_PASSWORD! }
    : await registerLearner(request, 'Ảnh Đại Diện');
  await page.goto('/dang-nhap?redirect=%2Ftai-khoan%2Fho-so');
  await new AccountPages(page).signIn(who.email, who.password);
  await expect(page.getByRole('heading', { name: 'Hồ sơ cá nhân', level: 1 })).toBeVisible();
}

function tempFile(name: string, bytes: Buffer | string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'avatar-')), name);
  fs.writeFileSync(file, bytes);
  return file;
}

test.describe('an avatar upload', { tag: '@smoke' }, () => {
  test('lands where uploads are kept and shows on the profile; a page disguised as a PNG is refused', async ({ page, request }) => {
    await openProfile(page, request);
    const avatar = page.locator('.acc-avatar img');

    await page.getByLabel('Đổi ảnh đại diện').setInputFiles(tempFile('anh.png', PNG));
    await expect(page.getByText('Đã cập nhật ảnh đại diện').first()).toBeVisible();
    const src = (await avatar.getAttribute('src'))!;
    expect(src).toMatch(/^\/uploads\/users\/\d+\/[0-9a-f]{24}\/avatars\/\d+\.png$/);
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect((await served.body()).equals(PNG)).toBe(true);
    const bucket = uploadBucket();
    if (bucket) expect(await bucket.head(src.replace(/^\/uploads\//, ''))).toMatchObject({ size: PNG.length, contentType: 'image/png' });
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    await page.getByLabel('Đổi ảnh đại diện').setInputFiles(tempFile('trang.png', '<html><script>alert(1)</script></html>'));
    await expect(page.getByRole('alert').filter({ hasText: 'Nội dung tệp không phải image/png' })).toBeVisible();
    await page.reload();
    await expect(page.locator('.acc-avatar img')).toHaveAttribute('src', src);
  });
});
