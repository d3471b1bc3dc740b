import { expect, test } from '@playwright/test';

/**
 * A learner who searches before the page's scripts have run (a slow phone, a server-rendered page)
 * still gets results: the search boxes are plain GET forms to /tim-kiem?q=…, which the server renders,
 * and which the app moves to the search's own URL once it starts.
 */
test.describe('searching before the app has started', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search sends the form; the server shows the results', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Tìm kiếm khóa học' });
    await box.fill('SQL');
    await box.press('Enter');
    await expect(page).toHaveURL('/tim-kiem?q=SQL');
    await expect(page.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm “SQL”' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'SQL và PostgreSQL căn bản' }).first()).toBeVisible();
  });

  test('the search page’s own box does the same', async ({ page }) => {
    await page.goto('/tim-kiem/SQL');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Từ khóa tìm kiếm' });
    await expect(box).toHaveValue('SQL');
    await box.fill('PostgreSQL');
    await box.press('Enter');
    await expect(page).toHaveURL('/tim-kiem?q=PostgreSQL');
    await expect(page.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm “PostgreSQL”' })).toBeVisible();
  });
});

test('once the app starts, /tim-kiem?q=… takes the search’s own URL and keeps the results', async ({ page }) => {
  await page.goto('/tim-kiem?q=SQL&sort=date');
  await expect(page).toHaveURL('/tim-kiem/SQL?sort=date');
  await expect(page.getByRole('heading', { level: 1, name: 'Kết quả tìm kiếm “SQL”' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'SQL và PostgreSQL căn bản' }).first()).toBeVisible();
});
