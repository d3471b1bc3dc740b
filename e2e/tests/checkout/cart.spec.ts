import { expect, test } from '@playwright/test';
import { CheckoutPages, courseHref, JS_COURSE, SQL_COURSE } from './checkout-pages';

test.describe('checkout: the cart', () => {
  test('a guest adds a course from its page, sees it in the cart, checks promo codes and removes it', async ({ page, request }) => {
    const co = new CheckoutPages(page);
    await page.goto(await courseHref(request, SQL_COURSE.id));
    await page.getByRole('complementary', { name: 'Đăng ký khóa học' }).getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await co.cartLink(1).click();

    await expect(page).toHaveURL('/gio-hang');
    await expect(page).toHaveTitle('Giỏ hàng | KhoaHoc.vn');
    await expect(co.heading('Giỏ hàng')).toBeVisible();
    const line = co.cartLine(SQL_COURSE.name);
    await expect(line).toContainText(SQL_COURSE.price);
    await expect(line.getByRole('link', { name: SQL_COURSE.name })).toHaveAttribute('href', /\/khoa-hoc\/.+-c0034$/);
    const thumb = page.getByRole('main').locator('img.co-thumb').first();
    await expect(thumb).toHaveAttribute('width', /\d+/);
    await expect(thumb).toHaveAttribute('height', /\d+/);

    // A wrong code: the server's reason under the field, and what was typed stays.
    await co.applyPromo('khongco');
    await expect(page.getByRole('alert').filter({ hasText: 'Mã khuyến mãi không tồn tại' })).toBeVisible();
    await expect(co.promoField()).toHaveValue('khongco');
    await co.applyPromo('HETHAN');
    await expect(page.getByRole('alert').filter({ hasText: 'Mã khuyến mãi đã hết hạn hoặc chưa bắt đầu' })).toBeVisible();

    // A good one: the discount and total computed by the server.
    await co.applyPromo('giam20');
    await expect(page.getByText('Đã áp dụng mã GIAM20: giảm 98.000đ')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Giảm giá (GIAM20)' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '392.000đ' })).toBeVisible();

    await co.removeButton(SQL_COURSE.name).click();
    await expect(page.getByText('Giỏ hàng của bạn đang trống')).toBeVisible();
    await expect(co.cartLink(0)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Xem các khóa học' }).click();
    await expect(page).toHaveURL('/khoa-hoc');
  });

  test('a guest cart filled through the API shows up, and "Thanh toán" asks the guest to sign in first', async ({ page, request }) => {
    const co = new CheckoutPages(page);
    const token = `e2e-guest-${Date.now()}-abcdefgh`;
    await page.addInitScript((t) => localStorage.setItem('edu:guest-token', t), token);
    const added = await request.patch('/api/user/cart.json', { headers: { 'X-Guest-Token': token }, data: { course_id: JS_COURSE.id } });
    expect(added.ok(), await added.text()).toBe(true);

    await page.goto('/gio-hang');
    await expect(co.cartLine(JS_COURSE.name)).toContainText(JS_COURSE.price);
    await expect(co.cartLink(1)).toBeVisible();
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
    await expect(page).toHaveURL(`/dang-nhap?redirect=${encodeURIComponent('/gio-hang/thanh-toan')}`);
  });
});
