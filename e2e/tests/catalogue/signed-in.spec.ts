import { expect, test } from '@playwright/test';
import { CataloguePage } from './catalogue-page';

/** The seeded demo learner (api/src/seed/demo-accounts.ts). */
const LEARNER = { email: 'hocvien2@example.com', password: 'Hocvien@123' };

test.describe('catalogue: a signed-in learner', () => {
  test('signs in from a course page, rates it and adds it to the server cart', async ({ page }) => {
    const catalogue = new CataloguePage(page);
    await page.goto('/khoa-hoc?category=ky-nang-mem&sort=price_asc');
    await catalogue.courseLink('Quản lý thời gian cho người bận rộn').click();
    const coursePath = new URL(page.url()).pathname;

    // Guests are asked to sign in before voting, and come back afterwards.
    await page.getByRole('region', { name: 'Đánh giá' }).getByRole('link', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(`/dang-nhap?redirect=${encodeURIComponent(coursePath)}`);
    // The account remote's password sign-in (its own labels).
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill(LEARNER.email);
    await form.getByLabel('Mật khẩu', { exact: true }).fill(LEARNER.password);
    await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(coursePath);

    const rating = page.getByRole('radiogroup', { name: 'Chấm điểm khóa học' });
    await rating.getByRole('radio', { name: '4 sao' }).click();
    await expect(catalogue.toast('Cảm ơn bạn đã đánh giá khóa học')).toBeVisible();
    await expect(rating.getByRole('radio', { name: '4 sao' })).toHaveAttribute('aria-checked', 'true');

    await catalogue.buyBox().getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(catalogue.toast('Đã thêm khóa học vào giỏ hàng')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Giỏ hàng \([1-9]\d*\)$/ })).toBeVisible();
  });
});
