import { expect, test } from '@playwright/test';
import { ContentPage } from './content-page';

test.describe('content: news', () => {
  test('a reader sorts the news by date, opens an article and follows a hashtag', async ({ page }) => {
    const content = new ContentPage(page);
    await page.goto('/tin-tuc');
    await expect(content.heading('Tin tức')).toBeVisible();
    await expect(page).toHaveTitle('Tin tức | KhoaHoc.vn');
    await expect(page.getByRole('complementary', { name: 'Banner tin tức' }).getByRole('img')).toBeVisible();

    await content.sortBy('Ngày đăng');
    await expect(page).toHaveURL('/tin-tuc?sort=date');
    await expect(page.getByRole('navigation', { name: 'Sắp xếp bài viết' }).getByRole('link', { name: 'Ngày đăng' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const newest = 'Học nhóm trực tuyến: lợi ích và lưu ý';
    await expect(content.posts().first().getByRole('heading')).toHaveText(newest);

    await content.link(newest).click();
    await expect(page).toHaveURL('/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y');
    await expect(content.heading(newest)).toBeVisible();
    await expect(page).toHaveTitle(`${newest} | KhoaHoc.vn`);
    await expect(content.main().getByText('Ngày đăng: 12/03/2025')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Bài viết liên quan' }).getByRole('link').first()).toBeVisible();

    await page.getByRole('navigation', { name: 'Hashtag của bài viết' }).getByRole('link', { name: '#Kỹ năng' }).click();
    await expect(page).toHaveURL('/hashtag/ky-nang');
    await expect(content.heading('#Kỹ năng')).toBeVisible();
    await expect(content.main().getByText('4 bài viết')).toBeVisible();
    await expect(content.posts()).toHaveCount(4);
  });

  test('search, category and hashtag filters and the page number live in the URL', async ({ page }) => {
    const content = new ContentPage(page);
    await page.goto('/tin-tuc');
    await page.getByRole('navigation', { name: 'Phân trang' }).getByRole('link', { name: 'Trang 2' }).click();
    await expect(page).toHaveURL('/tin-tuc?page=2');
    await expect(content.posts()).toHaveCount(12);

    await content.searchNews('IELTS');
    await expect(page).toHaveURL('/tin-tuc?q=IELTS');
    await expect(content.link('Lộ trình tự học IELTS từ 0 lên 6.5')).toBeVisible();
    await expect(content.posts()).toHaveCount(2);

    await content.newsSearch().getByLabel('Chuyên mục').selectOption({ label: 'Tuyển sinh' });
    await expect(page).toHaveURL('/tin-tuc?q=IELTS&category=tuyen-sinh');
    await expect(page.getByText('Chưa có bài viết phù hợp')).toBeVisible();
    await content.link('Xóa bộ lọc').click();
    await expect(page).toHaveURL('/tin-tuc');

    await content.newsSearch().getByLabel('Hashtag').selectOption('thi-vao-10');
    await expect(page).toHaveURL('/tin-tuc?tag=thi-vao-10');
    await expect(content.posts()).toHaveCount(4);
    await page.reload();
    await expect(content.newsSearch().getByLabel('Hashtag')).toHaveValue('thi-vao-10');
  });

  test('a news category lists its posts; unknown categories, hashtags and articles are 404', async ({ page }) => {
    const content = new ContentPage(page);
    await page.goto('/tin-tuc');
    await page.getByRole('navigation', { name: 'Chuyên mục tin tức' }).getByRole('link', { name: 'Tuyển sinh' }).click();
    await expect(page).toHaveURL('/danh-muc-tin-tuc/tuyen-sinh');
    await expect(content.heading('Tuyển sinh')).toBeVisible();
    await expect(content.posts().first()).toBeVisible();

    for (const path of ['/danh-muc-tin-tuc/khong-co', '/hashtag/khong-co', '/tin-tuc/khong-co-bai-nay']) {
      await page.goto(path);
      await content.expectNotFound();
    }
  });

  test.describe('before the app has started (a server-rendered page, its scripts not run yet)', () => {
    test.use({ javaScriptEnabled: false });

    test('the news search is an ordinary form: it goes to the same URL and the server shows the results', async ({ page }) => {
      const content = new ContentPage(page);
      await page.goto('/tin-tuc?sort=date');
      await content.searchNews('IELTS');
      await expect(page).toHaveURL('/tin-tuc?q=IELTS&sort=date');
      await expect(content.link('Lộ trình tự học IELTS từ 0 lên 6.5')).toBeVisible();
      await expect(content.newsSearch().getByRole('searchbox', { name: 'Từ khóa tin tức' })).toHaveValue('IELTS');
    });
  });
});
