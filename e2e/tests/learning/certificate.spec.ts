import { expect, test } from '@playwright/test';
import { registerLearner } from '../account/account-helpers';
import { watchLessonThrough } from './learning-page';

test.describe('learning: a certificate of completion', () => {
  test('finishing the last lesson issues a certificate whose verification URL works signed out (and is rendered on the server)', async ({
    page,
    request,
  }) => {
    const learner = await registerLearner(request, 'Đỗ Thanh Tâm');
    const login = await request.post('/api/user/login.json', { data: { username: learner.email, password: learner.password } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { Authorization: `Bearer ${token}` };

    // A free course, enrolled, with every lesson but the last already completed — by watching, never by saying so.
    const free = (await (await request.get('/api/user/course.json', { params: { section: 'free', page_size: 12 } })).json()).data.items.find(
      (c: { type: string }) => c.type !== 'combo',
    ) as { id: number; name: string; alias: string; alias_code: string };
    expect((await request.post('/api/user/add_course.json', { headers: auth, data: { course_id: free.id } })).ok()).toBe(true);
    const lessons = (await (await request.get('/api/user/lesson.json', { headers: auth, params: { course_id: free.id } })).json()).data
      .lessons as Array<{ id: number; title: string }>;
    // Forged completion (the audit's attack) is refused: the server has seen nothing watched.
    const forged = await request.patch('/api/user/lesson/learning_log.json', {
      headers: auth,
      data: { lesson_id: lessons[0]!.id, position: 10, progress: 100, completed: true },
    });
    expect(forged.status()).toBe(409);
    // Every lesson but the last watched through (the test shortcut stands in for a played video's heartbeats), then completed.
    for (const l of lessons.slice(0, -1)) {
      await watchLessonThrough(request, token, l.id);
      const saved = await request.patch('/api/user/lesson/learning_log.json', {
        headers: auth,
        data: { lesson_id: l.id, position: 10, completed: true },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
    const last = lessons.at(-1)!;
    await watchLessonThrough(request, token, last.id);

    await page.goto('/dang-nhap');
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill(learner.email);
    await form.getByLabel('Mật khẩu', { exact: true }).fill(learner.password);
    await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).not.toHaveURL(/dang-nhap/);

    await page.goto(`/vao-hoc/${free.alias}-${free.alias_code}?lesson=${last.id}`);
    await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeVisible();
    await page.getByRole('button', { name: 'Đánh dấu đã học' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Chúc mừng! Bạn đã hoàn thành khóa học.' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Xem chứng chỉ' }).click();
    await expect(page).toHaveURL(/\/chung-chi\/KH-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    const url = new URL(page.url()).pathname;
    const card = page.getByRole('article', { name: 'Chứng nhận hoàn thành khóa học' });
    await expect(card).toContainText('Đỗ Thanh Tâm');
    await expect(card.getByRole('link', { name: free.name })).toBeVisible();

    // My courses point to it too.
    await page.goto('/tai-khoan/khoa-hoc-cua-toi');
    await expect(page.getByRole('link', { name: `Xem chứng chỉ ${free.name}` })).toHaveAttribute('href', url);

    // Anyone can verify it: signed out, a fresh visit; the server's HTML already carries it (link previews, no JavaScript).
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(url);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    await expect(card).toContainText('Đỗ Thanh Tâm');
    const html = await (await request.get(url, { headers: { Authorization: '' } })).text();
    expect(html).toContain('Đỗ Thanh Tâm');
    expect(html).toContain('noindex');
  });
});
