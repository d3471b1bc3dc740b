import { expect, test } from '@playwright/test';
import { AccountPages, readOtp, uniqueEmail } from './account-helpers';

/**
 * "Gửi lại mã" and "Đăng xuất" are HTML forms first (e2e/tests/account/sign-in-without-script.spec.ts); once the app
 * runs it takes the same elements over: its own calls, its countdown and toasts, and no form posted by the browser
 * (docs/decisions/2026-11-27-sign-in-forms-before-the-app.md).
 */
test('with the app running, "Gửi lại mã" and "Đăng xuất" are the app’s: its calls, its toasts, no form posted', async ({ page, request }) => {
  const acc = new AccountPages(page);
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posted.push(new URL(r.url()).pathname);
  });
  // the 60 s the API asks for before another code pass in one step
  await page.clock.install();
  const email = uniqueEmail();
  await page.goto('/dang-ky');
  await acc.appReady();
  await acc.signUp('Học Viên Có Script', email);
  await expect(page).toHaveURL(`/register-otp?to=${encodeURIComponent(email)}`);
  const first = await readOtp(request, email);

  const resend = page.getByRole('button', { name: /^Gửi lại mã/ });
  await expect(resend).toHaveText('Gửi lại mã sau 60 giây');
  await expect(resend).toBeDisabled();
  await page.clock.fastForward(60_000);
  await expect(resend).toHaveText('Gửi lại mã');
  await resend.click();
  await expect(acc.toast('Đã gửi lại mã OTP')).toBeVisible();
  await expect(resend).toHaveText('Gửi lại mã sau 60 giây');
  const second = await readOtp(request, email, first.id);
  await page.clock.resume();
  await page.getByLabel('Mã OTP').fill(second.otp);
  await page.getByRole('button', { name: 'Xác nhận và hoàn tất đăng ký' }).click();
  await expect(page).toHaveURL('/');

  await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(acc.toast('Bạn đã đăng xuất')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();
  expect(posted).toContain('/api/user/logout.json');
  expect(posted.filter((p) => p.startsWith('/api/form/'))).toEqual([]);
});
