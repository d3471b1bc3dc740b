import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { AccountPages, readOtp, registerLearner, uniqueEmail } from './account-helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('profile', () => {
  test.beforeEach(async ({ page, request }) => {
    const learner = await registerLearner(request, 'Hồ Sơ Thử');
    await page.goto('/dang-nhap?redirect=%2Ftai-khoan%2Fho-so');
    await new AccountPages(page).signIn(learner.email, learner.password);
    await expect(page.getByRole('heading', { name: 'Hồ sơ cá nhân', level: 1 })).toBeVisible();
  });

  test('uploads an avatar through the presigned PUT and keeps it', async ({ page }) => {
    const file = path.join(os.tmpdir(), `avatar-${Date.now()}.png`);
    fs.writeFileSync(file, PNG);
    await page.getByLabel('Đổi ảnh đại diện').setInputFiles(file);
    await expect(page.getByText('Đã cập nhật ảnh đại diện').first()).toBeVisible();
    const img = page.locator('.acc-avatar img');
    await expect(img).toHaveAttribute('src', /^\/uploads\/users\/\d+\/[0-9a-f]{24}\/avatars\/\d+\.png$/); // an unguessable folder per upload
    // the header shows the new picture at once, beside the learner's name
    const saved = await img.getAttribute('src');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hồ Sơ Thử' }).locator('img')).toHaveAttribute('src', saved!);
    await page.reload();
    await expect(page.locator('.acc-avatar img')).toHaveAttribute('src', /^\/uploads\//);
  });

  test('refuses a file that is not an image, with a message', async ({ page }) => {
    const file = path.join(os.tmpdir(), `note-${Date.now()}.txt`);
    fs.writeFileSync(file, 'xin chao');
    await page.getByLabel('Đổi ảnh đại diện').setInputFiles(file);
    await expect(page.getByRole('alert').filter({ hasText: 'Ảnh đại diện phải là JPG, PNG hoặc WebP' })).toBeVisible();
  });

  test('changes the sign-in e-mail with the code sent to the new address', async ({ page, request }) => {
    const next = uniqueEmail();
    await page.getByRole('button', { name: 'Đổi email' }).click();
    await page.getByLabel('Email mới').fill(next);
    await page.getByRole('button', { name: 'Gửi mã xác nhận' }).click();
    await expect(page).toHaveURL(/\/kiem-tra-email\?email=/);
    const { otp } = await readOtp(request, next);
    await page.getByLabel('Mã xác nhận').fill(otp);
    await page.getByRole('button', { name: 'Xác nhận đổi email' }).click();
    await expect(page).toHaveURL('/tai-khoan/ho-so');
    await expect(page.getByRole('definition').filter({ hasText: next })).toBeVisible();
  });

  test('changes the password: a wrong current one is named under its field', async ({ page }) => {
    const acc = new AccountPages(page);
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await acc.passwordField('Mật khẩu hiện tại').fill('KhongDung1');
    await acc.passwordField('Mật khẩu mới').fill('MatKhauMoi9');
    await acc.passwordField('Nhập lại mật khẩu mới').fill('MatKhauMoi9');
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).last().click();
    await expect(page.getByText('Mật khẩu hiện tại không đúng')).toBeVisible();
    await acc.passwordField('Mật khẩu hiện tại').fill('Hoctap@2024');
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).last().click();
    await expect(page.getByText('Đổi mật khẩu thành công').first()).toBeVisible();
  });

  test('follows a topic and stops following it', async ({ page }) => {
    await new AccountPages(page).accountNav().getByRole('link', { name: 'Chủ đề quan tâm' }).click();
    await page.getByRole('link', { name: 'Thêm chủ đề' }).click();
    await expect(page).toHaveURL('/tai-khoan/chu_de/ModalAddSubject');
    const dialog = page.getByRole('dialog', { name: 'Thêm chủ đề quan tâm' });
    const first = dialog.getByRole('checkbox').first();
    const name = ((await first.locator('..').textContent()) ?? '').split('·')[0]!.trim();
    await first.check();
    await dialog.getByRole('button', { name: /Lưu \(1\)/ }).click();
    await expect(page).toHaveURL('/tai-khoan/chu-de-quan-tam');
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await page.getByRole('link', { name: `Bỏ quan tâm ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bỏ quan tâm' }).click();
    await expect(page.getByText('Bạn chưa chọn chủ đề nào')).toBeVisible();
  });
});
