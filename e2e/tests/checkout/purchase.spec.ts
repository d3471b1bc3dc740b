import { expect, test } from '@playwright/test';
import { apiLogin, CheckoutPages, courseHref, LEARNER, ordersWith, SQL_COURSE } from './checkout-pages';

test.describe('checkout: a learner buys a paid course', () => {
  test('sign in from checkout, fix the details, pay in the sandbox, and own the course', async ({ page, request }) => {
    const co = new CheckoutPages(page);
    // Buy-now from the catalogue lands here; a visitor is sent to sign in and brought back.
    await page.goto(`/gio-hang/thanh-toan?course_ids=${SQL_COURSE.id}`);
    await expect(page).toHaveURL(`/dang-nhap?redirect=${encodeURIComponent(`/gio-hang/thanh-toan?course_ids=${SQL_COURSE.id}`)}`);
    await co.signIn(LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(`/gio-hang/thanh-toan?course_ids=${SQL_COURSE.id}`);
    await expect(page).toHaveTitle('Thanh toán | KhoaHoc.vn');

    // The summary and the buyer's details, prefilled from the session.
    const summary = page.getByRole('complementary', { name: 'Đơn hàng của bạn' });
    await expect(summary).toContainText(SQL_COURSE.name);
    await expect(summary.getByRole('definition').filter({ hasText: SQL_COURSE.price }).first()).toBeVisible();
    await expect(page.getByLabel('Họ và tên')).toHaveValue(LEARNER.name);
    await expect(page.getByLabel('Email')).toHaveValue(LEARNER.email);

    // Bad input: a message under each field, nothing typed is lost, no order is made.
    await page.getByLabel('Số điện thoại').fill('12345');
    await page.getByLabel('Email').fill('hocvien@');
    await page.getByRole('button', { name: 'Đặt hàng và thanh toán' }).click();
    await expect(page.getByText('Số điện thoại gồm 10 chữ số, bắt đầu bằng 0 (ví dụ: 0912 345 678)')).toBeVisible();
    await expect(page.getByText('Email không hợp lệ (ví dụ: ten@gmail.com)')).toBeVisible();
    await expect(page.getByLabel('Số điện thoại')).toHaveValue('12345');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill(LEARNER.email);
    await page.getByLabel('Số điện thoại').fill(LEARNER.phone);

    // A double click makes one order, then the sandbox gateway.
    await page.getByRole('button', { name: 'Đặt hàng và thanh toán' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Cổng thanh toán thử nghiệm (SANDBOX)' })).toBeVisible();
    await expect(page.getByText('490.000đ')).toBeVisible();
    await page.getByRole('link', { name: 'Thanh toán thành công' }).click();

    // Back on the site: the server validated the signed return.
    await expect(page).toHaveURL(/\/gio-hang\/thanh-toan\?order_code=.+&sig=/);
    await expect(co.heading('Thanh toán thành công')).toBeVisible();
    await expect(page).toHaveTitle('Thanh toán thành công | KhoaHoc.vn');
    await expect(page.getByRole('main').getByRole('link', { name: 'Khóa học của tôi' })).toHaveAttribute('href', '/tai-khoan/khoa-hoc-cua-toi');
    await expect(page.getByRole('link', { name: `Vào học ${SQL_COURSE.name}` })).toHaveAttribute('href', /\/vao-hoc\/.+-c0034$/);

    const token = await apiLogin(request, LEARNER);
    const orders = await ordersWith(request, token, SQL_COURSE.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.status).toBe('completed');

    // The course is now the learner's.
    await page.goto(await courseHref(request, SQL_COURSE.id));
    await expect(page.getByRole('complementary', { name: 'Đăng ký khóa học' }).getByRole('link', { name: 'Vào học ngay' })).toBeVisible();

    // Buying it again is not possible: checkout says it is owned.
    await page.goto(`/gio-hang/thanh-toan?course_ids=${SQL_COURSE.id}`);
    await expect(co.heading('Bạn đã sở hữu khóa học này')).toBeVisible();
  });
});
