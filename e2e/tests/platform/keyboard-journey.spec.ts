import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerLearner, uniquePhone } from '../account/account-helpers';

/**
 * A learner who uses only the keyboard: sign in, find a course, put it in the cart, check out and
 * pay in the sandbox. No click, no programmatic focus: every step is Tab / Shift+Tab, typing and Enter.
 */
const MAX_TABS = 80;

/** Presses Tab until `target` has focus (as a keyboard user would), failing if it is never reached. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function activate(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

test('keyboard only: sign in, find a course, add it to the cart, check out and pay', async ({ page, request }) => {
  const learner = await registerLearner(request, 'Học Viên Bàn Phím');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The first Tab reaches the skip link, which takes focus past the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Bỏ qua đến nội dung chính' })).toBeFocused();

  // Sign in.
  await activate(page, page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }));
  await expect(page).toHaveURL('/dang-nhap');
  await tabTo(page, page.getByLabel('Email hoặc số điện thoại'));
  await page.keyboard.type(learner.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toBeFocused();
  await page.keyboard.type(learner.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  // Find the course through the header's search, open it, add it to the cart.
  await tabTo(page, page.getByRole('searchbox', { name: 'Tìm kiếm khóa học' }));
  await page.keyboard.type('SQL');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/tim-kiem/SQL');
  // after a navigation focus is on the page's heading: the results come next in Tab order
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await activate(page, page.getByRole('main').getByRole('link', { name: 'SQL và PostgreSQL căn bản' }).first());
  await expect(page).toHaveURL(/\/khoa-hoc\/.+-c0034$/);
  await activate(page, page.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
  await expect(page.getByRole('status').filter({ hasText: 'Đã thêm khóa học vào giỏ hàng' })).toBeVisible();

  // The cart, then checkout.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Giỏ hàng 1 khóa học' }), true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/gio-hang');
  await activate(page, page.getByRole('complementary', { name: 'Thanh toán giỏ hàng' }).getByRole('button', { name: 'Thanh toán' }));
  await expect(page).toHaveURL(/\/gio-hang\/thanh-toan/);
  await tabTo(page, page.getByLabel('Số điện thoại'));
  await page.keyboard.type(uniquePhone());
  await activate(page, page.getByRole('button', { name: 'Đặt hàng và thanh toán' }));

  // The sandbox gateway, and back on the site with the course paid.
  await expect(page.getByRole('heading', { name: 'Cổng thanh toán thử nghiệm (SANDBOX)' })).toBeVisible();
  await activate(page, page.getByRole('link', { name: 'Thanh toán thành công' }));
  await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /^Vào học SQL và PostgreSQL căn bản/ }));
});
