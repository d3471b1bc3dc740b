import { expect, test } from '@playwright/test';
import { AccountPages, DEMO, readOtp, uniqueEmail } from './account-helpers';

test.describe('bad input gets a clear Vietnamese message and keeps what was typed', () => {
  test('client-side rules show under each field before anything is sent', async ({ page }) => {
    await page.goto('/dang-ky');
    await new AccountPages(page).appReady(); // the messages under the fields are the app's
    const phone = page.getByLabel('Email hoặc số điện thoại');
    await phone.fill('0212 345 678');
    await phone.blur();
    await expect(page.getByText('Đầu số không phải số di động Việt Nam (03x, 05x, 07x, 08x, 09x)')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(page.getByText('Vui lòng nhập họ và tên')).toBeVisible();
    await expect(page.getByText('Vui lòng nhập mật khẩu')).toBeVisible();
    await expect(page.getByText('Bạn cần đồng ý với Điều khoản sử dụng để tiếp tục')).toBeVisible();
    await expect(phone).toHaveValue('0212 345 678');
  });

  test('a wrong password or an unknown account', async ({ page }) => {
    const acc = new AccountPages(page);
    await page.goto('/dang-nhap');
    await acc.appReady();
    await acc.signIn(DEMO.email, 'SaiMatKhau1');
    await expect(page.getByRole('alert').filter({ hasText: 'Email/số điện thoại hoặc mật khẩu không đúng' })).toBeVisible();
    await expect(page.getByLabel('Email hoặc số điện thoại')).toHaveValue(DEMO.email);
    await acc.signIn(uniqueEmail(), 'Matkhau123');
    await expect(page.getByRole('alert').filter({ hasText: 'Email/số điện thoại hoặc mật khẩu không đúng' })).toBeVisible();
  });

  test('an e-mail that is already registered', async ({ page }) => {
    const acc = new AccountPages(page);
    await page.goto('/dang-ky');
    await acc.appReady();
    await page.getByLabel('Họ và tên').fill('Người Dùng Trùng');
    await page.getByLabel('Email hoặc số điện thoại').fill(DEMO.email);
    await acc.passwordField('Mật khẩu').fill('Hoctap@2024');
    await acc.passwordField('Nhập lại mật khẩu').fill('Hoctap@2024');
    await page.getByRole('checkbox', { name: /Tôi đồng ý/ }).check();
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(page.getByText(/đã được (đăng ký|sử dụng)/)).toBeVisible();
    await expect(page).toHaveURL(/\/dang-ky/);
    await expect(page.getByLabel('Họ và tên')).toHaveValue('Người Dùng Trùng');
  });

  test('a wrong OTP, then the right one', async ({ page, request }) => {
    const acc = new AccountPages(page);
    const email = uniqueEmail();
    await page.goto('/dang-ky');
    await acc.appReady();
    await page.getByLabel('Họ và tên').fill('Kiểm Thử OTP');
    await page.getByLabel('Email hoặc số điện thoại').fill(email);
    await acc.passwordField('Mật khẩu').fill('Hoctap@2024');
    await acc.passwordField('Nhập lại mật khẩu').fill('Hoctap@2024');
    await page.getByRole('checkbox', { name: /Tôi đồng ý/ }).check();
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    const { otp } = await readOtp(request, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    await page.getByLabel('Mã OTP').fill(wrong);
    await page.getByRole('button', { name: 'Xác nhận và hoàn tất đăng ký' }).click();
    // the error is read with the field (aria-describedby)
    await expect(page.getByLabel('Mã OTP')).toHaveAccessibleDescription(/OTP/);
    await expect(page.getByLabel('Mã OTP')).toHaveValue(wrong);
    await expect(page.getByRole('button', { name: /Gửi lại mã sau \d+ giây/ })).toBeDisabled();
    await page.getByLabel('Mã OTP').fill(otp);
    await page.getByRole('button', { name: 'Xác nhận và hoàn tất đăng ký' }).click();
    await expect(page).toHaveURL('/');
  });

  test('too many attempts are rate-limited with a Vietnamese message', async ({ page }) => {
    const acc = new AccountPages(page);
    const nobody = uniqueEmail();
    await page.goto('/dang-nhap');
    await acc.appReady();
    const statuses: number[] = [];
    for (let i = 0; i < 15 && !statuses.includes(429); i++) {
      const answer = page.waitForResponse((r) => r.url().includes('/api/user/login.json'));
      await acc.signIn(nobody, 'Matkhau123');
      statuses.push((await answer).status());
    }
    expect(statuses).toContain(429);
    const alert = page.getByRole('alert').filter({ hasText: /thử lại|quá nhiều|quá nhanh/i });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Email hoặc số điện thoại')).toHaveValue(nobody);
  });
});
