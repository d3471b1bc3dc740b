import { expect, test } from '@playwright/test';
import { registerLearner } from '../account/account-helpers';

test.describe('content: the exam portal (Cổng thi)', () => {
  test('a learner takes a free mock exam: timed, scored by the server, reviewed, and kept in their results', async ({ page, request }) => {
    const learner = await registerLearner(request, 'Ngô Bảo Anh');

    // The portal lists mock exams for Toán, Ngữ văn and Tiếng Anh, rendered with the page.
    await page.goto('/cong-thi');
    const exams = page.getByRole('region', { name: 'Đề thi thử miễn phí' });
    await expect(exams.getByRole('heading', { level: 3 })).toHaveText(['Thi thử Toán vào lớp 10', 'Thi thử Ngữ văn THPT', 'Thi thử Tiếng Anh THPT']);
    await exams.getByRole('link', { name: 'Làm bài Thi thử Toán vào lớp 10' }).click();
    await expect(page).toHaveURL('/cong-thi/thi-thu-toan-vao-10');

    // Signing in brings the learner back to the exam.
    await page.getByRole('link', { name: 'Đăng nhập để làm bài' }).click();
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill(learner.email);
    await form.getByLabel('Mật khẩu', { exact: true }).fill(learner.password);
    await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL('/cong-thi/thi-thu-toan-vao-10');

    await page.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
    await expect(page.getByRole('timer', { name: /^Thời gian còn lại 1[45]:\d\d$/ })).toBeVisible();
    await page.getByRole('group', { name: 'Câu 1. Giá trị của √49 là' }).getByRole('radio', { name: '7' }).check();
    await page.getByRole('group', { name: 'Câu 2. Nghiệm của phương trình 2x − 6 = 0 là' }).getByRole('radio', { name: 'x = 2' }).check();
    await expect(page.getByText('Bạn còn 3 câu chưa trả lời.')).toBeVisible();
    await page.getByRole('button', { name: 'Nộp bài' }).click();

    await expect(page.getByRole('heading', { name: 'Bạn trả lời đúng 1/5 câu' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Câu 1: đúng' })).toContainText('7 ✓ Đúng');
    const wrong = page.getByRole('listitem', { name: 'Câu 2: sai' });
    await expect(wrong).toContainText('Đáp án đúng: x = 3');
    await expect(wrong).toContainText('2x = 6 nên x = 3.');
    await expect(page.getByRole('listitem', { name: 'Câu 5: sai' })).toContainText('chưa trả lời');

    // Kept in the learner's results.
    const login = await request.post('/api/user/login.json', { data: { username: learner.email, password: learner.password } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const mine = await request.get('/api/user/exam/mine.json', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await mine.json()) as { data: unknown[] }).data).toEqual([expect.objectContaining({ exam_slug: 'thi-thu-toan-vao-10', score: 1, total: 5 })]);
  });
});
