import { expect, test } from '@playwright/test';
import { CataloguePage } from './catalogue-page';

/** The seeded demo learner (api/src/seed/demo-accounts.ts). */
const LEARNER = { email: 'hocvien2@example.com', password: 'Hocvien@123' };

test.describe('catalogue: a signed-in learner', () => {
  test('signs in from a course page, learns that only its learners rate it, and adds it to the server cart', async ({ page }) => {
    const catalogue = new CataloguePage(page);
    await page.goto('/khoa-hoc?category=ky-nang-mem&sort=price_asc');
    await catalogue.courseLink('Quản lý thời gian cho người bận rộn').click();
    const coursePath = new URL(page.url()).pathname;

    // Guests are asked to sign in before voting, and come back afterwards.
    await page.getByRole('region', { name: 'Đánh giá' }).getByRole('link', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(`/dang-nhap?redirect=${encodeURIComponent(coursePath)}`);
    // The account remote's password sign-in (its own labels).
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill(LEARNER.email);
    await form.getByLabel('Mật khẩu', { exact: true }).fill(LEARNER.password);
    await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(coursePath);

    // Ratings come from learners who own the course (the API refuses anyone else).
    const ratings = page.getByRole('region', { name: 'Đánh giá' });
    await expect(ratings).toContainText('Chỉ học viên của khóa học mới đánh giá được.');
    await expect(ratings.getByRole('radiogroup', { name: 'Chấm điểm khóa học' })).toHaveCount(0);

    await catalogue.buyBox().getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(catalogue.toast('Đã thêm khóa học vào giỏ hàng')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Giỏ hàng [1-9]\d* khóa học$/ })).toBeVisible();
  });

  test('a learner who owns a course rates it from its page', async ({ page, request }) => {
    const catalogue = new CataloguePage(page);
    // Course 16 belongs to the first demo learner (api/src/seed/index.ts).
    const details = (await (await request.get('/api/user/course/details.json', { params: { id: 16 } })).json()) as {
      data: { course: { alias: string; alias_code: string } };
    };
    const coursePath = `/khoa-hoc/${details.data.course.alias}-${details.data.course.alias_code}`;
    await page.goto(`/dang-nhap?redirect=${encodeURIComponent(coursePath)}`);
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill('hocvien@example.com');
    await form.getByLabel('Mật khẩu', { exact: true }).fill('Hocvien@123');
    await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(coursePath);

    const rating = page.getByRole('radiogroup', { name: 'Chấm điểm khóa học' });
    await rating.getByRole('radio', { name: '4 sao' }).click();
    await expect(catalogue.toast('Cảm ơn bạn đã đánh giá khóa học')).toBeVisible();
    await expect(rating.getByRole('radio', { name: '4 sao' })).toHaveAttribute('aria-checked', 'true');
  });
});
