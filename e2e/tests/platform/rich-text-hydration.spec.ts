import { expect, test, type Page } from '@playwright/test';

/**
 * A server-rendered article hydrates on the clean HTML the server's sanitiser produced: the browser does
 * not download the sanitiser (~43 KB) for it. The next article, opened in the page, goes through the
 * sanitiser in the browser.
 */
function sanitizerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (/\/sanitizer\.[0-9a-f]+\.js$/.test(new URL(req.url()).pathname)) seen.push(req.url());
  });
  return seen;
}

test('a news post hydrates without the sanitiser; the related post opened next is sanitised in the browser', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const sanitizer = sanitizerRequests(page);
  await page.goto('/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Học nhóm trực tuyến: lợi ích và lưu ý' })).toBeVisible();
  await expect(main.locator('[data-rich-text] p').first()).toBeVisible();
  // hydrated: the article's links are the router's (a click stays in the page)
  await page.waitForLoadState('networkidle');
  expect(sanitizer).toEqual([]);

  const related = page.getByRole('complementary', { name: 'Bài viết liên quan' }).getByRole('link').nth(1);
  const title = (await related.textContent())!.trim();
  await related.click();
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.locator('[data-rich-text] p').first()).toBeVisible();
  expect(sanitizer).toHaveLength(1);
  expect(errors).toEqual([]);
});
