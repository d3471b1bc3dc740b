import { expect, test } from '@playwright/test';
import { AccountPages, readOtp, registerLearner, uniquePhone } from './account-helpers';

// Issue 34 item 4: a learner who signed up by e-mail adds a phone number, proved by the code sent to it by SMS.
test('a learner who signed up by e-mail adds a phone number with the SMS code, then signs in with it', async ({ page, request }) => {
  const learner = await registerLearner(request, 'Học Viên Có Số');
  await page.goto('/dang-nhap?redirect=%2Ftai-khoan%2Fho-so');
  await new AccountPages(page).signIn(learner.email, learner.password);
  const section = page.getByRole('region', { name: 'Số điện thoại' });
  await expect(section).toContainText('Bạn chưa có số điện thoại.');

  await section.getByRole('button', { name: 'Thêm số điện thoại' }).click();
  // a number that is not a Vietnamese mobile is refused before anything is sent
  await section.getByLabel('Số điện thoại mới').fill('0123');
  await section.getByRole('button', { name: 'Gửi mã xác nhận' }).click();
  await expect(section.getByLabel('Số điện thoại mới')).toHaveAttribute('aria-invalid', 'true');

  const phone = uniquePhone();
  await section.getByLabel('Số điện thoại mới').fill(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  await section.getByRole('button', { name: 'Gửi mã xác nhận' }).click();
  await expect(section.getByRole('status')).toContainText(`Đã gửi mã xác nhận tới số ${phone}`);
  const { otp, id } = await readOtp(request, phone);

  // a wrong code saves nothing
  await section.getByLabel('Mã xác nhận').fill(otp === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Xác nhận số điện thoại' }).click();
  await expect(section.getByText('Mã xác nhận không đúng hoặc đã hết hạn')).toBeVisible();

  await section.getByLabel('Mã xác nhận').fill(otp);
  await section.getByRole('button', { name: 'Xác nhận số điện thoại' }).click();
  const shown = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
  await expect(section.getByText(shown).first()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Đổi số điện thoại' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Số điện thoại' }).getByText(shown).first()).toBeVisible();

  // the number is the learner's now: the phone sign-in reaches this account
  const sent = await request.post('/api/user/login_phone.json', { data: { phone } });
  expect(sent.status()).toBe(200);
  const { otp: code } = await readOtp(request, phone, id);
  const signedIn = await request.post('/api/user/verify_otp.json', { data: { username: phone, otp: code, purpose: 'login' } });
  expect(signedIn.status()).toBe(200);
  expect((await signedIn.json()).data.user.email).toBe(learner.email);
});
