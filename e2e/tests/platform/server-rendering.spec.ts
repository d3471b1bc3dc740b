import { expect, test, type Page } from '@playwright/test';

/**
 * Server rendering as a learner, a crawler and a link preview meet it: the HTML itself carries the
 * page (no JavaScript needed), and with JavaScript the same page hydrates quietly and works.
 */
const COURSE = { path: '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013', name: 'Vật lý 12 – Chinh phục điểm 9+', price: '799.000đ', teacher: 'Phạm Quang Minh' };
const POST = { path: '/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y', title: 'Học nhóm trực tuyến: lợi ích và lưu ý', body: 'tổng hợp thông tin hữu ích' };

/** Console errors and warnings, except the browser's own line for a page answered 404 on purpose. */
function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().includes('status of 404')) seen.push(m.text());
  });
  page.on('pageerror', (e) => seen.push(e.message));
  return seen;
}

test.describe('pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a course page shows the course name, price and teacher @smoke', async ({ page }) => {
    const res = await page.goto(COURSE.path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: COURSE.name })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Đăng ký khóa học' })).toContainText(COURSE.price);
    await expect(page.getByRole('main').getByRole('link', { name: COURSE.teacher }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${COURSE.name} | KhoaHoc.vn`);
  });

  test('a news post shows its title and body', async ({ page }) => {
    await page.goto(POST.path);
    await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(POST.body);
  });

  test('the course list shows its first page of courses', async ({ page }) => {
    await page.goto('/khoa-hoc');
    await expect(page.getByRole('heading', { level: 1, name: 'Khóa học' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  });
});

test.describe('the same pages with JavaScript', () => {
  test('hydrate without console errors, reuse the server data, and stay interactive', async ({ page }) => {
    const problems = consoleProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/user/course') || url.pathname.startsWith('/api/user/post')) apiCalls.push(url.pathname);
    });

    await page.goto(POST.path);
    await expect(page.getByRole('article')).toContainText(POST.body);
    await page.goto('/khoa-hoc');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    await page.goto(COURSE.path);
    const buyBox = page.getByRole('complementary', { name: 'Đăng ký khóa học' });
    await expect(buyBox).toContainText(COURSE.price);
    await page.waitForLoadState('networkidle');
    // The page's data came with the HTML: the browser asked for none of it again.
    expect(apiCalls).toEqual([]);

    await buyBox.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Đã thêm khóa học vào giỏ hàng' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Giỏ hàng (1)' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
