import { expect, test, type Page } from '@playwright/test';
import { courseById } from './learning-page';

async function signIn(page: Page, email: string, password: string, to: string) {
  await page.goto(`/dang-nhap?redirect=${encodeURIComponent(to)}`);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill(email);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(to);
}

test.describe('learning: questions and answers on a lesson', () => {
  test('a learner asks on a lesson; the course’s teacher answers, marked as the teacher', async ({ page, browser }) => {
    const course = await courseById(page.request, 16); // owned by the demo learner; its teacher has the demo teacher account
    const question = `Em chưa hiểu ví dụ 2, thầy/cô giải thích thêm được không ạ? (${Date.now()})`;
    await signIn(page, 'hocvien@example.com', 'Hocvien@123', course.learnPath);
    const qa = page.getByRole('region', { name: 'Hỏi đáp' });
    await qa.getByRole('textbox', { name: 'Câu hỏi của bạn' }).fill(question);
    await qa.getByRole('button', { name: 'Gửi câu hỏi' }).click();
    await expect(qa.getByRole('article', { name: 'Câu hỏi của Nguyễn Văn Học' }).filter({ hasText: question })).toBeVisible();

    // The teacher, in another browser, answers it.
    const teacherContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const teacher = await teacherContext.newPage();
    await signIn(teacher, 'giangvien@example.com', 'Giangvien@123', course.learnPath);
    const theirs = teacher
      .getByRole('region', { name: 'Hỏi đáp' })
      .getByRole('article', { name: 'Câu hỏi của Nguyễn Văn Học' })
      .filter({ hasText: question });
    await theirs.getByRole('button', { name: 'Trả lời' }).click();
    await theirs.getByRole('textbox', { name: 'Trả lời Nguyễn Văn Học' }).fill('Ví dụ 2 dùng công thức nghiệm: Δ = b² − 4ac.');
    await theirs.getByRole('button', { name: 'Gửi trả lời' }).click();
    await expect(theirs.getByRole('listitem', { name: /\(Giảng viên\)$/ })).toContainText('Δ = b² − 4ac');
    await teacherContext.close();

    await page.reload();
    const mine = page
      .getByRole('region', { name: 'Hỏi đáp' })
      .getByRole('article', { name: 'Câu hỏi của Nguyễn Văn Học' })
      .filter({ hasText: question });
    await expect(mine.getByRole('listitem', { name: /\(Giảng viên\)$/ })).toContainText('Ví dụ 2 dùng công thức nghiệm');
  });
});
