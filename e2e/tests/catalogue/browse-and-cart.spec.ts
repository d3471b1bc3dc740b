import { expect, test } from '@playwright/test';
import { CataloguePage } from './catalogue-page';

test.describe('catalogue: find a course and put it in the cart', () => {
  test('a learner searches, filters, opens a course and adds it to the cart', async ({ page }) => {
    const catalogue = new CataloguePage(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Khóa học nổi bật' })).toBeVisible();

    // Search from the header; the results page reads the keywords from the path.
    await catalogue.search('lập trình');
    await expect(page).toHaveURL(/\/tim-kiem\//);
    await expect(catalogue.heading('Kết quả tìm kiếm “lập trình”')).toBeVisible();
    await expect(catalogue.courseLink('Lập trình Python cho người mới bắt đầu')).toBeVisible();
    await page.getByRole('navigation', { name: 'Sắp xếp kết quả' }).getByRole('link', { name: 'Ngày đăng' }).click();
    await expect(page).toHaveURL(/\?sort=date$/);
    await catalogue.expectCourseList();

    // The course list: every filter lands in the URL, and the page starts again at 1.
    await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Khóa học' }).click();
    await expect(catalogue.heading('Khóa học')).toBeVisible();
    await catalogue.filter('Danh mục', 'Lập trình');
    await expect(page).toHaveURL('/khoa-hoc?category=lap-trinh');
    await catalogue.filter('Mức giá', 'Dưới 500.000đ');
    await expect(page).toHaveURL('/khoa-hoc?category=lap-trinh&price_range=2');
    await expect(catalogue.courseCards()).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('search', { name: 'Lọc khóa học' }).getByLabel('Mức giá', { exact: true })).toHaveValue('2');

    // The course page: price, then the cart.
    await catalogue.courseLink('SQL và PostgreSQL căn bản').click();
    await expect(page).toHaveURL(/\/khoa-hoc\/.+-c0034$/);
    await expect(catalogue.heading('SQL và PostgreSQL căn bản')).toBeVisible();
    await expect(page).toHaveTitle(/SQL và PostgreSQL căn bản \| KhoaHoc\.vn/);
    await expect(catalogue.buyBox()).toContainText('490.000đ');
    await expect(catalogue.buyBox()).toContainText('790.000đ');
    await catalogue.buyBox().getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(catalogue.toast('Đã thêm khóa học vào giỏ hàng')).toBeVisible();
    await expect(catalogue.cartLink(1)).toBeVisible();

    // Adding it again does not duplicate it.
    await catalogue.buyBox().getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(catalogue.toast('Khóa học đã có trong giỏ hàng')).toBeVisible();
    await expect(catalogue.cartLink(1)).toBeVisible();
  });

  test('"Mua ngay" takes a guest to sign in, on the way to checkout with the course', async ({ page }) => {
    const catalogue = new CataloguePage(page);
    await page.goto('/khoa-hoc?category=lap-trinh&sort=price_desc');
    await catalogue.courseLink('Phân tích dữ liệu với Python').click();
    await catalogue.buyBox().getByRole('button', { name: 'Mua ngay' }).click();
    // Checkout needs an account: the guest lands on sign-in with checkout of this course as the target.
    await expect(page).toHaveURL(`/dang-nhap?redirect=${encodeURIComponent('/gio-hang/thanh-toan?course_ids=31')}`);
  });

  test('the course list paginates in the URL and shows an empty state with a way out', async ({ page }) => {
    const catalogue = new CataloguePage(page);
    await page.goto('/khoa-hoc');
    await page.getByRole('navigation', { name: 'Phân trang' }).getByRole('link', { name: 'Trang 2' }).click();
    await expect(page).toHaveURL('/khoa-hoc?page=2');
    await expect(page.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    await catalogue.expectCourseList();

    await page.goto('/khoa-hoc?category=tieng-han&price_range=1');
    await expect(page.getByText('Không tìm thấy khóa học phù hợp')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Xóa bộ lọc' }).first().click();
    await expect(page).toHaveURL('/khoa-hoc');
    await catalogue.expectCourseList();
  });

  test('a category page and a teacher page list their courses', async ({ page }) => {
    const catalogue = new CataloguePage(page);
    await page.goto('/danh-muc/ngoai-ngu');
    await expect(catalogue.heading('Ngoại ngữ')).toBeVisible();
    await expect(page).toHaveTitle('Ngoại ngữ | KhoaHoc.vn');
    await expect(page.getByRole('navigation', { name: 'Danh mục con của Ngoại ngữ' }).getByRole('link', { name: 'Tiếng Nhật' })).toBeVisible();
    await catalogue.expectCourseList();

    await catalogue.courseLink('IELTS 6.5 cấp tốc').click();
    await page.getByRole('main').getByRole('link', { name: 'Đỗ Thu Hương' }).first().click();
    await expect(page).toHaveURL('/giang-vien-hidden/do-thu-huong');
    await expect(catalogue.heading('Đỗ Thu Hương')).toBeVisible();
    await expect(catalogue.courseLink('TOEIC 650+ trong 3 tháng')).toBeVisible();
  });

  test('an unknown course slug shows the 404 page at its own address, answered 404', async ({ page }) => {
    const res = await page.goto('/khoa-hoc/khoa-hoc-khong-ton-tai-c9999');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveURL('/khoa-hoc/khoa-hoc-khong-ton-tai-c9999');
    await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
  });
});
