import { expect, test } from '@playwright/test';
import { apiLogin, CheckoutPages, JS_COURSE, LEARNER_2, returnQuery, signedReturnFor } from './checkout-pages';

test.describe('checkout: payment returns are judged by the server', () => {
  test('a tampered return shows a clear error on the site and in the mobile webview', async ({ page, request }) => {
    const co = new CheckoutPages(page);
    const token = await apiLogin(request, LEARNER_2);
    const genuine = await signedReturnFor(request, token, JS_COURSE.id);
    const tampered = { ...genuine, amount: 1000 };

    await page.goto(`/gio-hang/thanh-toan?${returnQuery(tampered)}`);
    await expect(co.heading('Không xác nhận được thanh toán')).toBeVisible();
    await expect(page.getByText('Chữ ký thanh toán không hợp lệ')).toBeVisible();
    await expect(co.heading('Thanh toán thành công')).toHaveCount(0);

    // A mangled link is refused without asking the server.
    await page.goto('/gio-hang/thanh-toan?order_code=DH1&sig=abc');
    await expect(page.getByText('Thông tin trả về từ cổng thanh toán không đầy đủ.')).toBeVisible();

    // The app's webview: compact screen, final URL the app watches for.
    await page.goto(`/m/thanh-toan/ket-qua?${returnQuery({ ...genuine, sig: 'f'.repeat(64) })}`);
    await expect(page).toHaveURL(/\/m\/thanh-toan\/that-bai\?order_code=/);
    await expect(co.heading('Không xác nhận được thanh toán')).toBeVisible();
    await expect(page.getByText('Chữ ký thanh toán không hợp lệ')).toBeVisible();

    // The genuine return, in the webview, succeeds.
    await page.goto(`/m/thanh-toan/ket-qua?${returnQuery(genuine)}`);
    await expect(page).toHaveURL(`/m/thanh-toan/thanh-cong?order_code=${genuine.order_code}`);
    await expect(co.heading('Thanh toán thành công')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('a cancelled payment says so and offers to pay again', async ({ page, request }) => {
    const co = new CheckoutPages(page);
    const token = await apiLogin(request, LEARNER_2);
    const cancelled = await signedReturnFor(request, token, 33, 'cancelled');
    await page.goto(`/gio-hang/thanh-toan?${returnQuery(cancelled)}`);
    await expect(co.heading('Thanh toán chưa thành công')).toBeVisible();
    await expect(page.getByText('Bạn đã hủy giao dịch.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thanh toán lại' })).toBeVisible();
  });

  test('the mobile area: partner page, and a Vietnamese not-found for unknown paths', async ({ page }) => {
    const co = new CheckoutPages(page);
    await page.goto('/m/english');
    await expect(co.heading('Học tiếng Anh cùng KhoaHoc.vn')).toBeVisible();
    await expect(page).toHaveTitle('Học tiếng Anh | KhoaHoc.vn');
    await expect(page.getByRole('list', { name: 'Khóa học tiếng Anh' }).getByRole('link', { name: /IELTS 6.5 cấp tốc/ })).toBeVisible();

    await page.goto('/m/khong-ton-tai');
    await expect(co.heading('Không tìm thấy trang')).toBeVisible();
    await expect(page).toHaveTitle('Không tìm thấy trang | KhoaHoc.vn');
    await page.goto('/m/english/khong-ton-tai');
    await expect(co.heading('Không tìm thấy trang')).toBeVisible();
  });

  // issue 34: an unknown mobile path is a real 404 (the server says so, not only the page); the area's pages are 200
  test('/m/thanh-toan and other unknown mobile paths answer HTTP 404; the known ones 200', async ({ page }) => {
    for (const path of ['/m/thanh-toan', '/m/thanh-toan/', '/m/khong-ton-tai', '/m/english/khong-ton-tai', '/m/thanh-toan/ket-qua/x']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
      await expect(page).toHaveURL(path);
    }
    for (const path of ['/m', '/m/english', '/m/thanh-toan/that-bai']) expect((await page.goto(path))?.status(), path).toBe(200);
  });
});
