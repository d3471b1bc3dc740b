import { expect, test } from '@playwright/test';
import { ContentPage } from './content-page';

test.describe('content: solutions, exam portal, about and single pages', () => {
  test('a visitor opens the solutions and a nested solution page', async ({ page }) => {
    const content = new ContentPage(page);
    await page.goto('/giai-phap');
    await expect(content.heading('Giải pháp')).toBeVisible();
    await expect(page).toHaveTitle('Giải pháp | KhoaHoc.vn');
    await expect(content.link('Giải pháp đào tạo doanh nghiệp')).toBeVisible();

    await content.link('Giải pháp trường học số').click();
    await expect(page).toHaveURL('/giai-phap/truong-hoc-so');
    await expect(content.heading('Giải pháp trường học số')).toBeVisible();
    await expect(content.main().getByRole('heading', { name: 'Chuyển đổi số cho nhà trường' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Banner Giải pháp trường học số' }).getByRole('img')).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Giải pháp trường học số');

    await content.link('Lớp học trực tuyến').click();
    await expect(page).toHaveURL('/giai-phap/truong-hoc-so/lop-hoc-truc-tuyen');
    await expect(content.heading('Lớp học trực tuyến')).toBeVisible();
    await page.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link', { name: 'Giải pháp trường học số' }).click();
    await expect(page).toHaveURL('/giai-phap/truong-hoc-so');

    await page.goto('/giai-phap/khong-co');
    await content.expectNotFound();
  });

  test('the exam portal shows its page between its top and bottom banners', async ({ page }) => {
    const content = new ContentPage(page);
    await page.goto('/cong-thi');
    await expect(content.heading('Cổng thi')).toBeVisible();
    await expect(content.main().getByText('Thi thử miễn phí các môn Toán, Văn, Anh')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Banner Cổng thi', exact: true }).getByRole('link')).toHaveAttribute('href', '/khoa-hoc');
    await expect(page.getByRole('complementary', { name: 'Banner cuối trang Cổng thi' }).getByRole('img')).toBeVisible();
    await expect(page).toHaveTitle('Cổng thi trực tuyến | KhoaHoc.vn');
  });

  test('about, a single page and a two-segment news path come from page data and posts', async ({ page }) => {
    const content = new ContentPage(page);
    await page.goto('/gioi-thieu');
    await expect(content.heading('Giới thiệu')).toBeVisible();
    await expect(content.main().getByRole('heading', { name: 'Về chúng tôi' })).toBeVisible();

    await page.goto('/dieu-khoan-su-dung');
    await expect(content.heading('Điều khoản sử dụng')).toBeVisible();
    await expect(page).toHaveTitle('Điều khoản sử dụng | KhoaHoc.vn');

    await page.goto('/tin-giao-duc/thong-bao-lich-nghi-le-va-ho-tro-hoc-vien');
    await expect(content.heading('Thông báo lịch nghỉ lễ và hỗ trợ học viên')).toBeVisible();
  });

  test('an unknown single page or two-segment path shows the 404 page', async ({ page }) => {
    const content = new ContentPage(page);
    await page.goto('/trang-khong-ton-tai');
    await content.expectNotFound();
    await page.goto('/tuyen-sinh/thong-bao-lich-nghi-le-va-ho-tro-hoc-vien');
    await content.expectNotFound();
  });
});
