import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerLearner } from '../account/account-helpers';

interface Summary {
  vote_rate: number;
  vote_count: number;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/dang-nhap');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill(who.email);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).not.toHaveURL(/dang-nhap/);
}

async function token(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/user/login.json', { data: { username: who.email, password: who.password } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A free course the learner enrols in (free courses are owned after a zero-total order). */
async function enrolInFreeCourse(request: APIRequestContext, bearer: string) {
  const list = await request.get('/api/user/course.json', { params: { section: 'free', page_size: 12 } });
  const course = (
    (await list.json()) as { data: { items: Array<{ id: number; name: string; alias: string; alias_code: string; type: string }> } }
  ).data.items.find((c) => c.type !== 'combo')!;
  const enrolled = await request.post('/api/user/add_course.json', {
    headers: { Authorization: `Bearer ${bearer}` },
    data: { course_id: course.id },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  return course;
}

const summaryOf = async (request: APIRequestContext, courseId: number): Promise<Summary> =>
  ((await (await request.get('/api/user/course/reviews.json', { params: { course_id: courseId } })).json()) as { data: Summary }).data;

test.describe('catalogue: course reviews', () => {
  test('an owner rates and reviews a course: the review appears under their name with the new average; a learner who does not own it cannot', async ({
    page,
    request,
  }) => {
    const owner = await registerLearner(request, 'Lê Minh Khoa');
    const course = await enrolInFreeCourse(request, await token(request, owner));
    const before = await summaryOf(request, course.id);

    await signIn(page, owner);
    await page.goto(`/khoa-hoc/${course.alias}-${course.alias_code}`);
    const ratings = page.getByRole('region', { name: 'Đánh giá' });
    await ratings.getByRole('radiogroup', { name: 'Chấm điểm khóa học' }).getByRole('radio', { name: '5 sao' }).click();
    await expect(ratings.getByText('Bạn đã chấm 5 sao')).toBeVisible();
    await ratings.getByRole('textbox', { name: 'Nhận xét của bạn' }).fill('Bài giảng ngắn gọn, ví dụ sát đề thi.\n<b>Rất đáng học!</b>');
    await ratings.getByRole('button', { name: 'Gửi nhận xét' }).click();

    const mine = ratings.getByRole('article', { name: 'Nhận xét của Lê Minh Khoa' });
    await expect(mine).toContainText('Bài giảng ngắn gọn, ví dụ sát đề thi.');
    await expect(mine).toContainText('<b>Rất đáng học!</b>'); // shown as the learner typed it, never as markup
    const after = await summaryOf(request, course.id);
    expect(after.vote_count).toBe(before.vote_count + 1);
    await expect(ratings.getByRole('img', { name: `Đánh giá ${after.vote_rate}/5 từ ${after.vote_count} lượt` })).toBeVisible();

    // Another learner, who does not own the course: no stars, no form, and the API refuses.
    const stranger = await registerLearner(request, 'Phạm Thu Hà');
    await page.getByRole('button', { name: 'Đăng xuất' }).first().click();
    await expect(page).toHaveURL('/'); // signed out on the server and here, then home
    await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    await signIn(page, stranger);
    await page.goto(`/khoa-hoc/${course.alias}-${course.alias_code}`);
    await expect(ratings).toContainText('Chỉ học viên của khóa học mới đánh giá được.');
    await expect(ratings.getByRole('textbox', { name: 'Nhận xét của bạn' })).toHaveCount(0);
    await expect(ratings.getByRole('article', { name: 'Nhận xét của Lê Minh Khoa' })).toBeVisible();
    const refused = await request.post('/api/user/course/review.json', {
      headers: { Authorization: `Bearer ${await token(request, stranger)}` },
      data: { course_id: course.id, rating: 1, body: 'Chưa học nhưng muốn chê khóa này.' },
    });
    expect(refused.status()).toBe(403);
    expect((await summaryOf(request, course.id)).vote_count).toBe(after.vote_count);
  });
});
