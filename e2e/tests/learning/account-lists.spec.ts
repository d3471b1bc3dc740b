import { expect, test } from '@playwright/test';
import { courseById, LearningPage } from './learning-page';

/**
 * The account area joins two remotes: its navigation is the shell's profile layout, and "my courses",
 * "viewed courses" and Home-study are mf-learning's pages (mf-account no longer builds its own copies).
 */
test.describe("learning: the account area's course lists", () => {
  test('a learner moves from the account overview to their courses, the courses they viewed and Home-study', async ({ page, request }) => {
    const learning = new LearningPage(page);
    const viewed = await courseById(request, 2);
    const owned = await courseById(request, 16);

    await page.goto(`/dang-nhap?redirect=${encodeURIComponent(viewed.coursePath)}`);
    await learning.signIn();
    await expect(page).toHaveURL(viewed.coursePath);
    await expect(page.getByRole('heading', { level: 1, name: viewed.name })).toBeVisible();

    await page.goto('/tai-khoan');
    const nav = page.getByRole('navigation', { name: 'Tài khoản' });
    await nav.getByRole('link', { name: 'Khóa học của tôi' }).click();
    await expect(page).toHaveURL('/tai-khoan/khoa-hoc-cua-toi');
    await expect(page).toHaveTitle(/^Khóa học của tôi \|/);
    await expect(nav.getByRole('link', { name: 'Khóa học của tôi' })).toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('article', { name: owned.name });
    await expect(card.getByRole('progressbar')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Tiếp tục học' })).toHaveAttribute('href', owned.learnPath);

    await nav.getByRole('link', { name: 'Khóa học đã xem' }).click();
    await expect(page).toHaveURL('/tai-khoan/khoa-hoc-da-xem');
    await expect(page.getByRole('heading', { level: 1, name: 'Khóa học đã xem' })).toBeVisible();
    const seen = page.getByRole('article', { name: viewed.name });
    await expect(seen.getByText(/^Xem lần cuối \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(seen.getByRole('link', { name: `Xem khóa học ${viewed.name}` })).toHaveAttribute('href', viewed.coursePath);

    await nav.getByRole('link', { name: 'Khóa học Home-study' }).click();
    await expect(page).toHaveURL('/tai-khoan/khoa-hoc-homestudy');
    await expect(page.getByRole('heading', { level: 1, name: 'Khóa học Home-study' })).toBeVisible();
    await expect(page.getByText('Bạn chưa đăng ký gói Home-study.')).toBeVisible();
    await page.getByRole('link', { name: 'Toán tư duy tại nhà' }).click();
    await expect(page).toHaveURL('/home-study/toan-tu-duy-tai-nha');
  });

  test('a visitor who opens a course list of the account area is asked to sign in first', async ({ page }) => {
    await page.goto('/tai-khoan/khoa-hoc-da-xem');
    await expect(page).toHaveURL(`/dang-nhap?redirect=${encodeURIComponent('/tai-khoan/khoa-hoc-da-xem')}`);
  });
});
