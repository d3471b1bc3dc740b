import { expect, test } from '@playwright/test';
import { ContentPage } from './content-page';

test.describe('content: contact', () => {
  test('a visitor sees the field errors first, then sends the contact form', async ({ page }) => {
    const content = new ContentPage(page);
    await page.goto('/lien-he');
    await expect(content.heading('Liên hệ')).toBeVisible();
    await expect(content.main().getByText('Hotline: 1900 0000')).toBeVisible();

    const send = page.getByRole('button', { name: 'Gửi yêu cầu' });
    await send.click();
    await expect(page.getByText('Vui lòng nhập họ và tên.')).toBeVisible();
    await expect(page.getByText('Vui lòng nhập email hoặc số điện thoại để chúng tôi liên hệ lại.')).toBeVisible();
    await expect(page.getByText('Vui lòng nhập nội dung cần hỗ trợ.')).toBeVisible();
    await expect(page.getByLabel('Họ và tên')).toBeFocused();
    await expect(page.getByLabel('Họ và tên')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Họ và tên').fill('Nguyễn Văn An');
    await page.getByLabel('Email').fill('an@example');
    await page.getByLabel('Nội dung').fill('Ngắn');
    await send.click();
    await expect(page.getByText('Email không hợp lệ, ví dụ: ten@example.com.')).toBeVisible();
    await expect(page.getByText('Nội dung cần ít nhất 10 ký tự để chúng tôi hiểu rõ yêu cầu.')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    // Nothing typed is lost, even across a reload.
    await page.reload();
    await expect(page.getByLabel('Họ và tên')).toHaveValue('Nguyễn Văn An');
    await page.getByLabel('Email').fill('an@example.com');
    await page.getByLabel('Chủ đề').fill('Chưa vào học được');
    await page.getByLabel('Nội dung').fill('Tôi đã thanh toán nhưng chưa vào học được khóa học.');
    await send.click();
    await expect(page.getByRole('heading', { name: 'Đã gửi yêu cầu' })).toBeVisible();
    await expect(content.toast('Đã gửi yêu cầu hỗ trợ, chúng tôi sẽ liên hệ lại sớm.').first()).toBeVisible();

    await page.getByRole('button', { name: 'Gửi yêu cầu khác' }).click();
    await expect(page.getByLabel('Nội dung')).toHaveValue('');
  });
});
