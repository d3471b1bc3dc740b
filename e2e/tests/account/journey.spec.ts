import { expect, test } from '@playwright/test';
import { AccountPages, DEMO_CODES, readOtp, readSessionCookie, uniqueEmail } from './account-helpers';

test.describe('a learner’s account journey', () => {
  test('registers with an OTP, signs in, edits the profile, activates a course, sees it, signs out', async ({ page, request, context }) => {
    test.setTimeout(120_000);
    const acc = new AccountPages(page);
    const email = uniqueEmail();
    const password = 'Hoctap@2024';

    // Register: the form, then the 6-digit code from the development outbox.
    await page.goto('/dang-ky');
    await page.getByLabel('Họ và tên').fill('Lê Thị Kiểm Thử');
    await page.getByLabel('Email hoặc số điện thoại').fill(email);
    await acc.passwordField('Mật khẩu').fill(password);
    await acc.passwordField('Nhập lại mật khẩu').fill(password);
    await page.getByRole('checkbox', { name: /Tôi đồng ý/ }).check();
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(page).toHaveURL(/\/register-otp\?to=/);
    const { otp } = await readOtp(request, email);
    await page.getByLabel('Mã OTP').fill(otp);
    await page.getByRole('button', { name: 'Xác nhận và hoàn tất đăng ký' }).click();
    await expect(page).toHaveURL('/');
    await expect(acc.headerUser('Lê Thị Kiểm Thử')).toBeVisible();

    // Sign in again from scratch with the new password.
    await context.clearCookies();
    await page.goto('/dang-nhap');
    await acc.signIn(email, password);
    await expect(page).toHaveURL('/');
    await expect(acc.headerUser('Lê Thị Kiểm Thử')).toBeVisible();

    // Edit the profile: the header follows the new name without a reload.
    await acc.headerUser('Lê Thị Kiểm Thử').click();
    await acc.accountNav().getByRole('link', { name: 'Hồ sơ cá nhân' }).click();
    await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
    await page.getByLabel('Họ và tên').fill('Lê Thị Học Giỏi');
    await page.getByLabel('Ngày sinh').fill('05092005');
    await expect(page.getByLabel('Ngày sinh')).toHaveValue('05/09/2005');
    await page.getByLabel('Giới tính').selectOption({ label: 'Nữ' });
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(acc.toast('Đã lưu thông tin cá nhân')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '05/09/2005' })).toBeVisible();
    await expect(acc.headerUser('Lê Thị Học Giỏi')).toBeVisible();

    // Activate a course with a demo code (the first still unused one).
    await acc.accountNav().getByRole('link', { name: 'Kích hoạt khóa học' }).click();
    let courseName = '';
    for (const code of DEMO_CODES) {
      await page.getByLabel('Mã kích hoạt').fill(code);
      const answer = page.waitForResponse((r) => r.url().includes('/api/user/order/active.json'));
      await page.getByRole('button', { name: 'Kích hoạt', exact: true }).click();
      if ((await answer).ok()) {
        await expect(page.getByText(/Kích hoạt thành công .+!/)).toBeVisible();
        courseName = (await page.getByRole('status').filter({ hasText: 'Kích hoạt thành công' }).locator('strong').first().textContent()) ?? '';
        break;
      }
      await expect(page.getByLabel('Mã kích hoạt')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(courseName, 'one demo activation code is still unused').not.toBe('');

    // …and it is in "my courses".
    await page.getByRole('link', { name: 'Xem khóa học của tôi' }).click();
    await expect(page).toHaveURL('/tai-khoan/khoa-hoc-cua-toi');
    await expect(page.getByRole('heading', { name: courseName })).toBeVisible();

    // Sign out from the account area.
    await acc.accountNav().getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    expect(await readSessionCookie(context)).toBeNull();
  });
});
