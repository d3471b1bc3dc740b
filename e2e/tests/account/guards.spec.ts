import { expect, test } from '@playwright/test';
import { AccountPages, DEMO } from './account-helpers';

test.describe('account guards and redirects', () => {
  test('a visitor on /tai-khoan/don-hang signs in and lands back on it', async ({ page }) => {
    const acc = new AccountPages(page);
    await page.goto('/tai-khoan/don-hang');
    await expect(page).toHaveURL('/dang-nhap?redirect=%2Ftai-khoan%2Fdon-hang');
    await acc.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/tai-khoan/don-hang');
    await expect(page.getByRole('heading', { name: 'Đơn hàng của tôi', level: 1 })).toBeVisible();
    await expect(acc.headerUser(DEMO.name)).toBeVisible();
  });

  test('a signed-in learner visiting /dang-nhap is sent to the home page', async ({ page }) => {
    const acc = new AccountPages(page);
    await page.goto('/dang-nhap');
    await acc.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/');
    await page.goto('/dang-nhap');
    await expect(page).toHaveURL('/');
    await page.goto('/dang-ky');
    await expect(page).toHaveURL('/');
  });

  test('/lm/active takes a signed-in learner to course activation', async ({ page }) => {
    const acc = new AccountPages(page);
    await page.goto('/lm/active');
    await expect(page).toHaveURL('/dang-nhap?redirect=%2Ftai-khoan%2Fkich-hoat-khoa-hoc');
    await acc.signIn(DEMO.email, DEMO.password);
    await expect(page).toHaveURL('/tai-khoan/kich-hoat-khoa-hoc');
    await expect(page.getByLabel('Mã kích hoạt')).toBeVisible();
  });
});
