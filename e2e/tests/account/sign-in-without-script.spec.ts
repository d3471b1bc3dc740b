import { expect, test } from '@playwright/test';
import { AccountPages, DEMO, readOtp, readSessionCookie, registerLearner, uniqueEmail } from './account-helpers';

/**
 * Sign-in and sign-up work as HTML first (issue 31; docs/decisions/2026-11-27-sign-in-forms-before-the-app.md):
 * with JavaScript off the browser posts the forms itself, the API answers with the session and a 303, and the
 * server-rendered header shows the account. "Gửi lại mã" and "Đăng xuất" too.
 */
test.use({ javaScriptEnabled: false });

test('the demo learner signs in and lands on the redirect target, signed in', async ({ page }) => {
  const acc = new AccountPages(page);
  await page.goto(`/dang-nhap?redirect=${encodeURIComponent('/khoa-hoc?category=lap-trinh')}`);
  await acc.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL('/khoa-hoc?category=lap-trinh');
  await expect(page.getByRole('status').filter({ hasText: 'Đăng nhập thành công' })).toBeVisible();
  await expect(acc.headerUser(DEMO.name)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true })).toHaveCount(0);
  // a signed-in learner's page: the guard lets the account area through
  await page.goto('/tai-khoan');
  await expect(page).toHaveURL('/tai-khoan');
});

test('a wrong password: the Vietnamese error, the e-mail kept, the password not', async ({ page, request }) => {
  const learner = await registerLearner(request, 'Học Viên Sai Mật Khẩu');
  const acc = new AccountPages(page);
  await page.goto('/dang-nhap?redirect=%2Fgio-hang');
  await acc.signIn(learner.email, 'SaiMatKhau1');
  await expect(page.getByRole('alert').filter({ hasText: 'Email/số điện thoại hoặc mật khẩu không đúng' })).toBeVisible();
  await expect(page.getByLabel('Email hoặc số điện thoại')).toHaveValue(learner.email);
  await expect(acc.passwordField()).toHaveValue('');
  expect(page.url()).not.toContain('SaiMatKhau1');
  // and then the right one, still to the same target
  await acc.passwordField().fill(learner.password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL('/gio-hang');
  await expect(acc.headerUser('Học Viên Sai Mật Khẩu')).toBeVisible();
});

test('a new account signs up with the code and is signed in', async ({ page, request }) => {
  const acc = new AccountPages(page);
  const email = uniqueEmail();
  await page.goto(`/dang-ky?redirect=${encodeURIComponent('/khoa-hoc')}`);
  await acc.signUp('Học Viên Không Script', email);
  await expect(page).toHaveURL(`/register-otp?to=${encodeURIComponent(email)}&redirect=%2Fkhoa-hoc`);
  const { otp } = await readOtp(request, email);
  await page.getByLabel('Mã OTP').fill(otp);
  await page.getByRole('button', { name: 'Xác nhận và hoàn tất đăng ký' }).click();
  await expect(page).toHaveURL('/khoa-hoc');
  await expect(acc.headerUser('Học Viên Không Script')).toBeVisible();
});

test('"Gửi lại mã" sends a new code: back to the step with the flash, and the new code completes the sign-up', async ({ page, request }) => {
  const acc = new AccountPages(page);
  const email = uniqueEmail();
  await page.goto(`/dang-ky?redirect=${encodeURIComponent('/gio-hang')}`);
  await acc.signUp('Học Viên Gửi Lại', email);
  const step = `/register-otp?to=${encodeURIComponent(email)}&redirect=%2Fgio-hang`;
  await expect(page).toHaveURL(step);
  const first = await readOtp(request, email);

  await page.getByRole('button', { name: 'Gửi lại mã', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã gửi lại mã OTP' })).toBeVisible();
  await expect(page).toHaveURL(step);
  const second = await readOtp(request, email, first.id);
  await page.getByLabel('Mã OTP').fill(second.otp);
  await page.getByRole('button', { name: 'Xác nhận và hoàn tất đăng ký' }).click();
  await expect(page).toHaveURL('/gio-hang');
  await expect(acc.headerUser('Học Viên Gửi Lại')).toBeVisible();
});

test('"Đăng xuất" ends the session: home with the flash, the header signed out, the account area sends to sign-in', async ({
  page,
  context,
  request,
}) => {
  const learner = await registerLearner(request, 'Học Viên Đăng Xuất');
  const acc = new AccountPages(page);
  await page.goto('/dang-nhap');
  await acc.signIn(learner.email, learner.password);
  await expect(acc.headerUser('Học Viên Đăng Xuất')).toBeVisible();
  const token = (await readSessionCookie(context))!.userInfo!.token;

  await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Bạn đã đăng xuất' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();
  expect(await readSessionCookie(context)).toBeNull();
  // revoked on the server, not only forgotten by this browser
  expect((await request.get('/api/user/details.json', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  await page.goto('/tai-khoan');
  await expect(page).toHaveURL('/dang-nhap?redirect=%2Ftai-khoan');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('"Đăng xuất" is in the Menu drawer (the header hides its account buttons on a phone)', async ({ page, context, request }) => {
    const learner = await registerLearner(request, 'Học Viên Điện Thoại');
    await page.goto('/dang-nhap');
    await new AccountPages(page).signIn(learner.email, learner.password);
    await expect(page).not.toHaveURL(/dang-nhap/);
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).tap();
    const drawer = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(drawer.getByRole('link', { name: 'Tài khoản', exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Đăng xuất' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Bạn đã đăng xuất' })).toBeVisible();
    expect(await readSessionCookie(context)).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).tap();
    await expect(drawer.getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();
  });
});
