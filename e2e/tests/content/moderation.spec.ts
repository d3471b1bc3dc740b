import { expect, test, type APIRequestContext } from '@playwright/test';
import { AccountPages, registerLearner } from '../account/account-helpers';

/**
 * The audit: three accounts made in a minute hid any review, and there was no moderation screen. Here three fresh
 * accounts report a review and it stays; the demo moderator (role admin, api/README.md) signs in, finds it in the
 * queue at /quan-tri/kiem-duyet and hides it; the course's reviews no longer list it.
 */
const ADMIN = { email: 'quantri@example.com', password: 'Quantri@123' };

async function signInApi(request: APIRequestContext, who: { email: string; password: string }): Promise<{ token: string; id: number }> {
  const res = await request.post('/api/user/login.json', { data: { username: who.email, password: who.password } });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { token: string; user: { id: number } } };
  return { token: data.token, id: data.user.id };
}

async function freeCourse(request: APIRequestContext): Promise<number> {
  const list = await request.get('/api/user/course.json', { params: { section: 'free', page_size: 12 } });
  return ((await list.json()) as { data: { items: Array<{ id: number; type: string }> } }).data.items.find((c) => c.type !== 'combo')!.id;
}

const listed = async (request: APIRequestContext, courseId: number, body: string) =>
  (
    (await (await request.get('/api/user/course/reviews.json', { params: { course_id: courseId, page_size: 20 } })).json()) as {
      data: { items: Array<{ body: string }> };
    }
  ).data.items.some((r) => r.body === body);

test.describe('moderation', () => {
  test('three fresh accounts cannot hide a review; the moderator hides it from the queue', async ({ browser, page, request }) => {
    const courseId = await freeCourse(request);
    const authorName = `Người Viết ${Date.now().toString(36)}`;
    const author = await registerLearner(request, authorName);
    const { token: authorToken, id: authorId } = await signInApi(request, author);
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    expect((await request.post('/api/user/add_course.json', { headers: auth(authorToken), data: { course_id: courseId } })).ok()).toBe(true);
    const body = `Quảng cáo: mua khóa học rẻ hơn tại trang khác (${authorName}).`;
    const written = await request.post('/api/user/course/review.json', {
      headers: auth(authorToken),
      data: { course_id: courseId, rating: 1, body },
    });
    expect(written.ok(), await written.text()).toBe(true);

    // the audit's attack: three accounts made a minute ago report it
    for (let i = 0; i < 3; i += 1) {
      const { token: fresh } = await signInApi(request, await registerLearner(request, `Tài khoản mới ${i + 1}`));
      const reported = await request.post('/api/user/course/review/report.json', {
        headers: auth(fresh),
        data: { course_id: courseId, author_id: authorId, reason: 'spam' },
      });
      expect(reported.ok(), await reported.text()).toBe(true);
    }
    expect(await listed(request, courseId, body)).toBe(true);

    // a learner is not a moderator
    await page.goto(`/dang-nhap?redirect=${encodeURIComponent('/quan-tri/kiem-duyet')}`);
    await new AccountPages(page).signIn(author.email, author.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Kiểm duyệt nội dung' })).toBeVisible();
    await expect(page.getByText('Tài khoản hoặc mã này không có quyền kiểm duyệt.')).toBeVisible();

    // the moderator, in a browser of their own
    const moderator = await (await browser.newContext()).newPage();
    await moderator.goto(`/dang-nhap?redirect=${encodeURIComponent('/quan-tri/kiem-duyet')}`);
    await new AccountPages(moderator).signIn(ADMIN.email, ADMIN.password);
    await expect(moderator).toHaveURL(/\/quan-tri\/kiem-duyet$/);
    const item = moderator.getByRole('article', { name: `Nhận xét của ${authorName}` });
    await expect(item).toBeVisible();
    await expect(item.getByText(body)).toBeVisible();
    // each weighs 0.05 (a day-old account) × 0.2 (not owning the course)
    await expect(item.getByText(/^3 báo cáo · trọng số 0,03/)).toBeVisible();
    await expect(item.getByText('Đang hiển thị')).toBeVisible();
    await item.getByRole('button', { name: `Ẩn nhận xét của ${authorName}` }).click();
    await expect(moderator.getByRole('status').filter({ hasText: 'Đã ẩn nội dung.' })).toBeVisible();
    await expect(item).toHaveCount(0);
    expect(await listed(request, courseId, body)).toBe(false);
    await moderator.context().close();
  });
});
