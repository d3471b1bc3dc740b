import { expect, test } from '@playwright/test';
import { AccountPages, DEMO, registerLearner } from './account-helpers';

test.describe('the /tai-khoan area', () => {
  test('reading a notification marks it read and the header badge follows without a reload', async ({ page, request }) => {
    const acc = new AccountPages(page);
    const learner = await registerLearner(request, 'Đọc Thông Báo');
    await page.goto('/dang-nhap');
    await acc.signIn(learner.email, learner.password);
    const badge = (n: number) => page.getByRole('banner').getByRole('link', { name: `Thông báo ${n} chưa đọc` });
    await expect(badge(1)).toBeVisible();
    await badge(1).click();
    await expect(page).toHaveURL('/tai-khoan/thong-bao');
    await expect(page.getByText('Bạn có 1 thông báo chưa đọc')).toBeVisible();
    await page.getByRole('link', { name: /Chào mừng bạn đến với .*\(chưa đọc\)/ }).click();
    await expect(page).toHaveURL(/\/tai-khoan\/thong-bao\/chao-mung$/);
    await expect(page.getByRole('heading', { level: 1, name: /Chào mừng/ })).toBeVisible();
    await expect(badge(0)).toBeVisible();
    await page.getByRole('link', { name: '← Tất cả thông báo' }).click();
    await expect(page.getByRole('link', { name: /Chào mừng bạn đến với/ })).not.toContainText('chưa đọc');
  });

  test('an order opens with its lines and totals', async ({ page }) => {
    const acc = new AccountPages(page);
    await page.goto('/dang-nhap?redirect=%2Ftai-khoan%2Fdon-hang');
    await acc.signIn(DEMO.email, DEMO.password);
    const first = page.getByRole('table', { name: 'Danh sách đơn hàng' }).getByRole('link').first();
    const code = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(`/tai-khoan/don-hang/${encodeURIComponent(code)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` })).toBeVisible();
    await expect(page.getByText('Tổng cộng')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Khóa học trong đơn' }).getByRole('row')).not.toHaveCount(1);
  });

  test('an unknown account page stays inside the area', async ({ page }) => {
    const acc = new AccountPages(page);
    await page.goto('/dang-nhap?redirect=%2Ftai-khoan%2Fkhong-co');
    await acc.signIn(DEMO.email, DEMO.password);
    await expect(page.getByText('Không tìm thấy trang này trong tài khoản')).toBeVisible();
    await expect(acc.accountNav()).toBeVisible();
  });
});
