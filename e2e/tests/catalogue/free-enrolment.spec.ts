import { expect, test } from '@playwright/test';
import { CataloguePage, latestOtp } from './catalogue-page';

test.describe('catalogue: free-course enrolment (SPEC §4)', () => {
  test('a guest enrols in a free course, registers and lands in the player', async ({ page, request }) => {
    const catalogue = new CataloguePage(page);
    const email = `e2e-mien-phi-${Date.now()}@example.com`;

    await page.goto('/khoa-hoc?category=lap-trinh&price_range=1');
    await catalogue.courseLink('Lập trình Scratch cho trẻ em').click();
    await expect(page).toHaveURL(/\/khoa-hoc\/.+-c0035$/);
    const coursePath = new URL(page.url()).pathname;
    await expect(catalogue.buyBox()).toContainText('Miễn phí');

    await catalogue.appStarted(); // the modal is the app's
    await catalogue.buyBox().getByRole('button', { name: 'Đăng ký học miễn phí' }).click();
    const dialog = page.getByRole('dialog', { name: 'ĐĂNG KÝ ĐỂ HỌC MIỄN PHÍ NGAY' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'ĐĂNG KÝ', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/dang-ky?redirect=${encodeURIComponent(coursePath)}`);

    // The account remote's registration form (its own labels).
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { name: 'Đăng ký tài khoản' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Họ và tên' }).fill('Học Viên Miễn Phí');
    await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill(email);
    await form.getByLabel('Mật khẩu', { exact: true }).fill('Hocvien@2026');
    await form.getByLabel('Nhập lại mật khẩu', { exact: true }).fill('Hocvien@2026');
    await form.getByRole('checkbox', { name: /Tôi đồng ý/ }).check();
    await form.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(page).toHaveURL(/\/register-otp\?/);

    const otp = await latestOtp(request, email);
    await page.getByRole('main').getByRole('textbox', { name: 'Mã OTP' }).fill(otp);
    await page.getByRole('button', { name: 'Xác nhận và hoàn tất đăng ký' }).click();

    await expect(page).toHaveURL(/\/vao-hoc\/.+-c0035$/, { timeout: 20_000 });
    await expect(catalogue.toast('Đăng ký khóa học thành công')).toBeVisible();

    // Enrolled: the course page now offers to learn.
    await page.goto(coursePath);
    await expect(catalogue.buyBox().getByRole('link', { name: 'Vào học ngay' })).toBeVisible();
  });

  test('cancelling the enrolment modal leaves the visitor on the course', async ({ page }) => {
    const catalogue = new CataloguePage(page);
    await page.goto('/khoa-hoc?category=lap-trinh&price_range=1');
    await catalogue.courseLink('Lập trình Scratch cho trẻ em').click();
    const url = page.url();
    await catalogue.appStarted(); // the modal is the app's
    await catalogue.buyBox().getByRole('button', { name: 'Đăng ký học miễn phí' }).click();
    const dialog = page.getByRole('dialog', { name: 'ĐĂNG KÝ ĐỂ HỌC MIỄN PHÍ NGAY' });
    await dialog.getByRole('button', { name: 'HỦY' }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(url);
  });
});

test.describe('catalogue: free-course enrolment of a signed-in learner (SPEC §4)', () => {
  test('is one click: order, toast, modal closed, player', async ({ page, request }) => {
    // A fresh learner, so the course is not already owned whatever ran before.
    const email = `e2e-dang-nhap-${Date.now()}@example.com`;
    await request.post('/api/user/register.json', { data: { username: email, password: 'Hocvien@2026', full_name: 'Học Viên Đã Đăng Nhập' } });
    const verified = await request.post('/api/user/verify_otp.json', { data: { username: email, otp: await latestOtp(request, email) } });
    expect(verified.ok()).toBe(true);

    const catalogue = new CataloguePage(page);
    await page.goto(`/dang-nhap?redirect=${encodeURIComponent('/khoa-hoc?category=lap-trinh&price_range=1')}`);
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Email hoặc số điện thoại' }).fill(email);
    await form.getByLabel('Mật khẩu', { exact: true }).fill('Hocvien@2026');
    await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL('/khoa-hoc?category=lap-trinh&price_range=1');

    await catalogue.courseLink('Lập trình Scratch cho trẻ em').click();
    await catalogue.appStarted(); // the modal is the app's
    await catalogue.buyBox().getByRole('button', { name: 'Đăng ký học miễn phí' }).click();
    const dialog = page.getByRole('dialog', { name: 'ĐĂNG KÝ ĐỂ HỌC MIỄN PHÍ NGAY' });
    await dialog.getByRole('button', { name: 'ĐĂNG KÝ', exact: true }).click();
    await expect(catalogue.toast('Đăng ký khóa học thành công')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/vao-hoc\/.+-c0035$/);
  });
});
