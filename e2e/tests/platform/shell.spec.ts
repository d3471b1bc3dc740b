import { expect, test } from '@playwright/test';
import { breakRemote, setLive } from '../support/registry';

test.describe('shell and runtime remotes', { tag: '@smoke' }, () => {
  test('the home page renders through the catalogue remote loaded from the registry', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (req) => req.url().includes('/remotes/mf_catalogue/') && remoteRequests.push(req.url()));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'KhoaHoc.vn – Trang chủ' }).first()).toBeVisible();
    await expect(page.locator('main a[href^="/khoa-hoc/"]').first()).toBeVisible();
    // the server-rendered page is readable first; the app (and the remote's code) follows its largest picture
    await expect.poll(() => remoteRequests.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    await expect(page).toHaveTitle(/KhoaHoc\.vn/);
  });

  test('a guarded route sends a visitor to the login page with the redirect target', async ({ page }) => {
    await page.goto('/tai-khoan/don-hang');
    await expect(page).toHaveURL('/dang-nhap?redirect=%2Ftai-khoan%2Fdon-hang');
  });

  test('/lm/active sends a visitor to sign in, then to course activation', async ({ page }) => {
    await page.goto('/lm/active');
    await expect(page).toHaveURL('/dang-nhap?redirect=%2Ftai-khoan%2Fkich-hoat-khoa-hoc');
  });

  test('a three-segment path shows the 404 page', async ({ page }) => {
    await page.goto('/mot/hai/ba');
    await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
    await page.getByRole('link', { name: 'Quay về trang chủ' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a remote whose manifest 404s shows the retry card, the rest works, and it recovers', async ({ page }) => {
    const good = await breakRemote('mf_catalogue');
    try {
      await page.goto('/khoa-hoc');
      const card = page.getByRole('alert').filter({ hasText: 'Không tải được nội dung' });
      await expect(card).toBeVisible({ timeout: 20_000 });
      // The rest of the site keeps working: the header is there and another area loads.
      await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Tin tức' }).click();
      await expect(page.getByRole('heading', { name: 'Tin tức', level: 1 })).toBeVisible();
      await page.goBack();
      await expect(card).toBeVisible();
      await setLive('mf_catalogue', good);
      await page.getByRole('button', { name: 'Thử lại' }).click();
      await expect(card).toBeHidden();
      await expect(page.locator('main a[href^="/khoa-hoc/"]').first()).toBeVisible();
    } finally {
      await setLive('mf_catalogue', good);
    }
  });
});
