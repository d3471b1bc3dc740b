import { expect, test } from '@playwright/test';
import { ContentPage } from './content-page';

test.describe('content: support', () => {
  test('a learner searches support, opens an article and marks it helpful', async ({ page }) => {
    const content = new ContentPage(page);
    await page.goto('/ho-tro-khach-hang');
    await expect(content.heading('Hỗ trợ khách hàng')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Thanh toán' })).toBeVisible();

    await content.searchSupport('mật khẩu');
    await expect(page).toHaveURL('/ho-tro-khach-hang/tim-kiem/m%E1%BA%ADt-kh%E1%BA%A9u');
    await expect(content.heading('Kết quả tìm kiếm “mật khẩu”')).toBeVisible();
    await expect(page).toHaveTitle('Tìm kiếm hỗ trợ: mật khẩu | KhoaHoc.vn');

    await content.link('Tôi quên mật khẩu thì phải làm sao?').click();
    await expect(page).toHaveURL('/ho-tro-khach-hang/toi-quen-mat-khau-thi-phai-lam-sao');
    await expect(content.heading('Tôi quên mật khẩu thì phải làm sao?')).toBeVisible();
    const helpful = page.getByRole('region', { name: 'Bài viết này có hữu ích?' });
    await helpful.getByRole('button', { name: /^Có/ }).click();
    await expect(helpful.getByText('Cảm ơn bạn đã đánh giá!')).toBeVisible();
    await expect(helpful.getByRole('button', { name: 'Có (1)' })).toHaveAttribute('aria-pressed', 'true');

    // The vote is remembered for this visitor.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Bài viết này có hữu ích?' }).getByRole('button', { name: 'Có (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('categories filter the support home; a search without results offers the contact form', async ({ page }) => {
    const content = new ContentPage(page);
    await page.goto('/ho-tro-khach-hang');
    await page.getByRole('navigation', { name: 'Danh mục hỗ trợ' }).getByRole('link', { name: 'Kích hoạt' }).click();
    await expect(page).toHaveURL('/ho-tro-khach-hang?category=K%C3%ADch+ho%E1%BA%A1t');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Kích hoạt']);

    await content.searchSupport('zzzz không có');
    await expect(page.getByText('Không tìm thấy bài viết phù hợp')).toBeVisible();
    await content.main().getByRole('link', { name: 'Gửi yêu cầu hỗ trợ' }).first().click();
    await expect(content.heading('Liên hệ')).toBeVisible();
  });
});
