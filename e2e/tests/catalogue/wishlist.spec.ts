import { expect, test } from '@playwright/test';
import { registerLearner } from '../account/account-helpers';

test.describe('catalogue: the wishlist', () => {
  test('a guest keeps a course for later; after signing in it is on the account’s wishlist, and can be taken off', async ({ page, request }) => {
    const learner = await registerLearner(request, 'Vũ Hải Yến');
    const course = (await (await request.get('/api/user/course.json', { params: { page_size: 1, sort: 'popular' } })).json()).data.items[0] as {
      name: string;
      alias: string;
      alias_code: string;
    };

    await page.goto(`/khoa-hoc/${course.alias}-${course.alias_code}`);
    // the page arrives server-rendered: its ♥ answers once the page's code has hydrated it
    await page.waitForLoadState('networkidle');
    const heart = page.getByRole('complementary', { name: 'Đăng ký khóa học' }).getByRole('button', { name: 'Yêu thích' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/dang-nhap?redirect=${encodeURIComponent('/tai-khoan/yeu-thich')}`);
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill(learner.email);
    await form.getByLabel('Mật khẩu', { exact: true }).fill(learner.password);
    await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL('/tai-khoan/yeu-thich');
    await expect(page.getByRole('heading', { level: 1, name: 'Khóa học yêu thích' })).toBeVisible();
    await expect(page.getByRole('article', { name: course.name })).toBeVisible();

    await page.getByRole('article', { name: course.name }).getByRole('link').first().click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/tai-khoan/yeu-thich');
    await expect(page.getByText('Chưa có khóa học yêu thích')).toBeVisible();
  });
});
