import { expect, test } from '@playwright/test';
import { AccountPages, readOtp, registerLearner, uniquePhone } from './account-helpers';

test.describe('other ways in', () => {
  test('forgot password: code by e-mail, a new password, then sign in with it', async ({ page, request }) => {
    const acc = new AccountPages(page);
    const learner = await registerLearner(request, 'Quên Mật Khẩu');
    await page.goto('/dang-nhap');
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await expect(page).toHaveURL('/quen-mat-khau');
    const before = await readOtp(request, learner.email);
    await page.getByLabel('Email hoặc số điện thoại').fill(learner.email);
    await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
    const { otp } = await readOtp(request, learner.email, before.id);
    await page.getByLabel('Mã OTP').fill(otp);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await expect(page).toHaveURL('/quen-mat-khau-step-2');
    await acc.passwordField('Mật khẩu mới').fill('MatKhauMoi9');
    await acc.passwordField('Nhập lại mật khẩu mới').fill('MatKhauMoi9');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page).toHaveURL('/dang-nhap');
    await expect(page.getByLabel('Email hoặc số điện thoại')).toHaveValue(learner.email);
    await acc.passwordField().fill('MatKhauMoi9');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(acc.headerUser('Quên Mật Khẩu')).toBeVisible();
  });

  test('phone and a one-time code, with the resend countdown', async ({ page, request }) => {
    const acc = new AccountPages(page);
    const phone = uniquePhone();
    // The browser's clock is the test's: the 60 s the API asks for pass in one step, not in a minute of waiting.
    await page.clock.install();
    await page.goto('/dang-nhap');
    // a link to /dang-nhap?cach=otp: clicked before the page's code has started, the server renders that panel
    await page.getByRole('tab', { name: 'Mã qua SMS' }).click();
    // fields stay read-only until hydrated: fill waits for the page's code, so the clock is stopped on a live page
    await page.getByLabel('Số điện thoại', { exact: true }).fill(`+84 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
    const first = await readOtp(request, phone);

    // the countdown is the API's resend_after (60), in Vietnamese, and the button waits for zero
    const resend = page.getByRole('button', { name: /^Gửi lại mã/ });
    await expect(resend).toHaveText('Gửi lại mã sau 60 giây');
    await expect(resend).toBeDisabled();
    await page.clock.fastForward(59_000);
    await expect(resend).toHaveText('Gửi lại mã sau 1 giây');
    await expect(resend).toBeDisabled();
    await page.clock.fastForward(1_000);
    await expect(resend).toHaveText('Gửi lại mã');
    await resend.click();
    await expect(acc.toast('Đã gửi lại mã OTP')).toBeVisible();
    await expect(resend).toHaveText('Gửi lại mã sau 60 giây');
    await expect(resend).toBeDisabled();
    const second = await readOtp(request, phone, first.id);

    await page.clock.resume();
    await page.getByLabel('Mã OTP').fill(second.otp);
    await page.getByRole('button', { name: 'Xác nhận', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
  });

  test('the SMS tab tapped before the page’s code has started still opens the SMS form', async ({ page }) => {
    // scripts are held until the tap has happened: the server's HTML is all there is when it lands
    let release = () => {};
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto('/dang-nhap', { waitUntil: 'commit' });
    await page.getByRole('tab', { name: 'Mã qua SMS' }).click();
    release();
    await expect(page).toHaveURL('/dang-nhap?cach=otp');
    await expect(page.getByRole('tab', { name: 'Mã qua SMS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Số điện thoại', { exact: true })).toBeEditable();
  });

  test('single sign-on returns through /callback and lands on the redirect target', async ({ page }) => {
    const acc = new AccountPages(page);
    await page.goto('/tai-khoan/uu-dai');
    await expect(page).toHaveURL('/dang-nhap?redirect=%2Ftai-khoan%2Fuu-dai');
    await acc.appReady(); // SSO's button is the app's: a press before it has started does nothing
    await page.getByRole('button', { name: /Tiếp tục với KhoaHoc ID/ }).click();
    await page.getByLabel('Email tài khoản KhoaHoc ID').fill(`sso-${Date.now()}@example.com`);
    const callback = page.waitForURL(/\/callback\?/);
    await page.getByRole('button', { name: 'Tiếp tục với KhoaHoc ID' }).click();
    await callback;
    await expect(page).toHaveURL('/tai-khoan/uu-dai');
    await expect(page.getByRole('heading', { name: 'Ưu đãi của tôi', level: 1 })).toBeVisible();
    await expect(acc.accountNav()).toBeVisible();
  });

  test('a forged SSO return is refused with a message', async ({ page }) => {
    await page.goto('/callback?provider=dev-sso&token=abcdefghijkl&state=gia-mao');
    await expect(page.getByRole('alert')).toContainText('Phiên đăng nhập SSO không hợp lệ');
    await expect(page.getByRole('link', { name: 'Quay lại đăng nhập' })).toBeVisible();
  });

  test('carrier recognition: not recognised goes back where the visitor was, recognised asks for the code', async ({ page }) => {
    await page.goto('/callback?status=fail&redirect=%2Fkhoa-hoc');
    await expect(page).toHaveURL('/khoa-hoc');
    await page.goto('/callback?status=success&msisdn=84912345678');
    await expect(page).toHaveURL('/kiem-tra-sdt?phone=0912345678');
    await expect(page.getByLabel('Số điện thoại', { exact: true })).toHaveValue('0912345678');
  });
});
