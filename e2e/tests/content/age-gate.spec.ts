import { expect, test } from '@playwright/test';
import { AccountPages, registerLearner } from '../account/account-helpers';
import { apiLogin } from '../checkout/checkout-pages';

// The age gate as decided (docs/decisions/2026-11-27-age-gate-trigger.md): a mock exam starts only for a learner
// whose profile has a date of birth 13 or more years back; without one, "Bắt đầu làm bài" raises the age modal,
// whose confirmed date is saved to the profile, and the exam then starts.
const EXAM = '/cong-thi/thi-thu-toan-vao-10';

test.describe('the age gate before a mock exam', () => {
  test('a learner without a date of birth confirms it in the modal (13-year rule), it is saved to the profile, and the exam starts', async ({
    page,
    request,
  }) => {
    const learner = await registerLearner(request, 'Trần Tuổi Mười Lăm');
    await page.goto(`/dang-nhap?redirect=${encodeURIComponent(EXAM)}`);
    await new AccountPages(page).signIn(learner.email, learner.password);
    await expect(page).toHaveURL(EXAM);

    await page.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
    const modal = page.getByRole('dialog', { name: 'Xác nhận độ tuổi' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Bài thi thử dành cho học viên từ 13 tuổi');
    const field = modal.getByLabel('Ngày sinh (dd/MM/yyyy)');

    // a ten-year-old is refused by the rule, and nothing starts
    await field.fill(`0101${new Date().getFullYear() - 10}`);
    await modal.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(modal.getByRole('alert')).toContainText('Bạn cần đủ 13 tuổi');
    await modal.getByRole('button', { name: 'Xóa' }).click();
    await expect(field).toHaveValue('');

    await field.fill('05092005');
    await expect(field).toHaveValue('05/09/2005');
    const started = page.waitForResponse((r) => r.url().endsWith('/api/user/exam/start.json') && r.status() === 200);
    await modal.getByRole('button', { name: 'Xác nhận' }).click();
    await started;
    await expect(modal).toBeHidden();
    await expect(page.getByRole('timer', { name: /^Thời gian còn lại/ })).toBeVisible();

    // the date is the profile's now (the server's record, not only this browser's cookie)
    const token = await apiLogin(request, learner);
    const me = await (await request.get('/api/user/user.json', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(me.data.user.birthday).toBe('2005-09-05');
  });

  test('closing the modal starts nothing and says why; a learner whose profile has the date is never asked', async ({ page, request }) => {
    const learner = await registerLearner(request, 'Lê Chưa Xác Nhận');
    await page.goto(`/dang-nhap?redirect=${encodeURIComponent(EXAM)}`);
    await new AccountPages(page).signIn(learner.email, learner.password);
    await page.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
    const modal = page.getByRole('dialog', { name: 'Xác nhận độ tuổi' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Bạn cần xác nhận độ tuổi để làm bài thi thử.' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);

    // the same learner with a date on the profile (set on the profile page or by the modal before): straight in
    const token = await apiLogin(request, learner);
    expect(
      (await request.patch('/api/user/user.json', { headers: { Authorization: `Bearer ${token}` }, data: { birthday: '2000-02-29' } })).status(),
    ).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
    await expect(page.getByRole('timer', { name: /^Thời gian còn lại/ })).toBeVisible();
    await expect(modal).toHaveCount(0);
  });
});
