import { expect, test } from '@playwright/test';
import { courseById, LearningPage } from './learning-page';

test.describe('learning: my courses and home study', () => {
  test("/mycourse asks a visitor to sign in and then lists the learner's courses", async ({ page, request }) => {
    const learning = new LearningPage(page);
    await page.goto('/mycourse');
    await expect(page).toHaveTitle(/^Khóa học của tôi \|/);
    await page.getByRole('main').getByRole('link', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(`/dang-nhap?redirect=${encodeURIComponent('/mycourse')}`);
    await learning.signIn();
    await expect(page).toHaveURL('/mycourse');

    for (const id of [1, 16, 30, 49]) {
      const course = await courseById(request, id);
      const card = page.getByRole('article', { name: course.name });
      await expect(card.getByRole('progressbar')).toBeVisible();
      await expect(card.getByRole('link', { name: 'Tiếp tục học' })).toHaveAttribute('href', course.learnPath);
    }
  });

  test('home study lists the programmes, opens one, and the station is a full screen of its own', async ({ page }) => {
    await page.goto('/home-study');
    await expect(page.getByRole('heading', { level: 1, name: 'Học tại nhà' })).toBeVisible();
    await page.getByRole('link', { name: 'Toán tư duy tại nhà' }).click();
    await expect(page).toHaveURL('/home-study/toan-tu-duy-tai-nha');
    await expect(page.getByRole('heading', { level: 1, name: 'Toán tư duy tại nhà' })).toBeVisible();
    await expect(page.getByText('Mỗi ngày 15 phút Toán tư duy cùng con.')).toBeVisible();
    await expect(page).toHaveTitle(/^Toán tư duy tại nhà \|/);

    await page.getByRole('link', { name: 'Vào trạm học tập' }).click();
    await expect(page).toHaveURL('/home-study/station');
    await expect(page.getByRole('heading', { level: 1, name: 'Trạm học tập tại nhà' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Tìm kiếm khóa học' })).toHaveCount(0); // no site layout
    await expect(page.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      `/dang-nhap?redirect=${encodeURIComponent('/home-study/station')}`,
    );
    await page.getByRole('link', { name: 'Thoát' }).click();
    await expect(page).toHaveURL('/home-study');

    await page.goto('/home-study/khong-co-chuong-trinh');
    await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
    await expect(page).toHaveURL('/home-study/khong-co-chuong-trinh');
  });
});
