import { expect, test } from '@playwright/test';
import { registerLearner } from '../account/account-helpers';
import { apiLogin } from '../checkout/checkout-pages';

test.describe('content: the exam portal (Cổng thi)', () => {
  test('a learner takes a free mock exam drawn from its bank: timed, scored by the server, reviewed without the key, kept, limited per day', async ({
    page,
    request,
  }) => {
    const learner = await registerLearner(request, 'Ngô Bảo Anh');
    // a date of birth on the profile: the age gate (age-gate.spec.ts) does not stop this learner
    const adult = { Authorization: `Bearer ${await apiLogin(request, learner)}` };
    expect((await request.patch('/api/user/user.json', { headers: adult, data: { birthday: '2005-09-05' } })).status()).toBe(200);

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

    // The attempt is drawn from the exam's bank: its own questions, in its own order.
    const started = page.waitForResponse((r) => r.url().endsWith('/api/user/exam/start.json'));
    await page.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
    const questions = ((await (await started).json()) as { data: { questions: Array<{ id: number; prompt: string; options: string[] }> } }).data
      .questions;
    expect(questions).toHaveLength(5);
    await expect(page.getByRole('timer', { name: /^Thời gian còn lại 1[45]:\d\d$/ })).toBeVisible();
    const [first, second] = questions;
    await page
      .getByRole('group', { name: `Câu 1. ${first!.prompt}` })
      .getByRole('radio', { name: first!.options[0]!, exact: true })
      .check();
    await page
      .getByRole('group', { name: `Câu 2. ${second!.prompt}` })
      .getByRole('radio', { name: second!.options[0]!, exact: true })
      .check();
    await expect(page.getByText('Bạn còn 3 câu chưa trả lời.')).toBeVisible();
    await page.getByRole('button', { name: 'Nộp bài' }).click();

    // At most 2 of 5 right: not a pass, so the review gives no key for what was wrong.
    await expect(page.getByRole('heading', { name: /^Bạn trả lời đúng [0-2]\/5 câu$/ })).toBeVisible();
    await expect(page.getByText('Cần đúng từ 80% để đạt. Đáp án của câu sai được hiện khi bạn làm đạt một lượt.')).toBeVisible();
    const unanswered = page.getByRole('listitem', { name: 'Câu 5: sai' });
    await expect(unanswered).toContainText('chưa trả lời');
    await expect(unanswered).not.toContainText('Đáp án đúng');
    await expect(page.getByRole('listitem', { name: /^Câu \d: sai$/ }).filter({ hasText: 'Đáp án đúng' })).toHaveCount(0);
    const score = Number((await page.getByRole('heading', { name: /^Bạn trả lời đúng/ }).textContent())!.match(/(\d)\/5/)![1]);

    // Kept in the learner's results.
    const login = await request.post('/api/user/login.json', { data: { username: learner.email, password: learner.password } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const mine = await request.get('/api/user/exam/mine.json', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await mine.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ exam_slug: 'thi-thu-toan-vao-10', score, total: 5 }),
    ]);

    // Two more attempts today, then the page says when the next one is allowed.
    for (let i = 0; i < 2; i += 1) {
      expect(
        (
          await request.post('/api/user/exam/start.json', { headers: { Authorization: `Bearer ${token}` }, data: { slug: 'thi-thu-toan-vao-10' } })
        ).ok(),
      ).toBe(true);
    }
    await page.getByRole('button', { name: 'Làm lại' }).click();
    await expect(page.getByRole('alert')).toContainText(
      /^Bạn đã làm đủ 3 lượt đề này trong 24 giờ\. Bạn có thể làm lượt tiếp theo từ \d\d:\d\d ngày \d\d\/\d\d\/\d{4}\.$/,
    );
  });
});
