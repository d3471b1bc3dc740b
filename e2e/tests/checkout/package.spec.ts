import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerLearner } from '../account/account-helpers';
import { apiLogin, CheckoutPages } from './checkout-pages';

const DAY = 86_400_000;
const money = (n: number) => `${n.toLocaleString('vi-VN').replace(/,/g, '.')}đ`;

interface Pod {
  id: number;
  cycle: number;
  price: number;
}
interface ListedCourse {
  id: number;
  name: string;
  alias: string;
  alias_code: string;
  type: string;
  price_new: number;
  pods: Pod[];
}

/** A course sold as a monthly package (SPEC §3 code 3) cheaper than the whole course. */
async function monthlyCourse(request: APIRequestContext): Promise<{ course: ListedCourse; pod: Pod }> {
  const res = await request.get('/api/user/course.json', { params: { page_size: 48 } });
  const { items } = ((await res.json()) as { data: { items: ListedCourse[] } }).data;
  for (const course of items) {
    const pod = course.pods.find((p) => p.cycle === 3 && p.price > 0 && p.price < course.price_new);
    if (course.type === 'retail' && pod) return { course, pod };
  }
  throw new Error('the demo catalogue has no course with a monthly package');
}

test.describe('checkout: a package (pod) with a promo code', () => {
  test('a monthly package bought with GIAM20: cart, payment, order detail and the 30-day grant agree on every figure', async ({ page, request }) => {
    const co = new CheckoutPages(page);
    const learner = await registerLearner(request, 'Học Viên Gói Tháng');
    const { course, pod } = await monthlyCourse(request);
    const discount = Math.min(Math.round(pod.price * 0.2), 300_000);
    const total = pod.price - discount;

    await page.goto('/dang-nhap');
    await co.signIn(learner.email, learner.password);
    await expect(page).not.toHaveURL(/dang-nhap/);

    // The course page: choose the monthly package, put it in the cart.
    await page.goto(`/khoa-hoc/${course.alias}-${course.alias_code}`);
    const box = page.getByRole('complementary', { name: 'Đăng ký khóa học' });
    await box.getByRole('radio', { name: `Gói Tháng ${money(pod.price)}/tháng` }).check();
    await box.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(co.cartLink(1)).toBeVisible();

    // The cart prices the package, and the promo is checked on it.
    await page.goto('/gio-hang');
    await expect(page.getByRole('combobox', { name: `Gói học của ${course.name}` })).toHaveValue(String(pod.id));
    await co.applyPromo('GIAM20');
    const totals = page.getByLabel('Tổng tiền');
    await expect(totals).toContainText(`−${money(discount)}`);
    await expect(totals).toContainText(money(total));
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

    // Checkout shows the same figures; the gateway is asked for exactly the total.
    await expect(page).toHaveURL(/\/gio-hang\/thanh-toan\?promo_code=GIAM20$/);
    await expect(page.getByRole('complementary', { name: 'Đơn hàng của bạn' })).toContainText('Gói Tháng');
    await expect(page.getByLabel('Tổng tiền')).toContainText(money(total));
    await page.getByLabel('Số điện thoại').fill('0912345678');
    await page.getByRole('button', { name: 'Đặt hàng và thanh toán' }).click();
    await expect(page.getByRole('heading', { name: 'Cổng thanh toán thử nghiệm (SANDBOX)' })).toBeVisible();
    await expect(page.getByText(money(total), { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Thanh toán thành công' }).click();
    await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();

    // The order as the API keeps it, and the grant: 30 days of the course.
    const token = await apiLogin(request, learner);
    const auth = { Authorization: `Bearer ${token}` };
    const orders = (await (await request.get('/api/user/order.json', { headers: auth })).json()).data.items as Array<{
      code: string;
      status: string;
      subtotal: number;
      discount: number;
      total: number;
      items: Array<{ pod_id: number; unit_price: number }>;
    }>;
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order).toMatchObject({ status: 'completed', subtotal: pod.price, discount, total });
    expect(order.items).toEqual([expect.objectContaining({ pod_id: pod.id, unit_price: pod.price })]);
    const mine = (await (await request.get('/api/user/my_course.json', { headers: auth })).json()).data.items as Array<{
      id: number;
      expires_at: string;
    }>;
    const expires = Date.parse(mine.find((c) => c.id === course.id)!.expires_at) - Date.now();
    expect(expires).toBeGreaterThan(29 * DAY);
    expect(expires).toBeLessThan(31 * DAY);

    // The account's order detail says the same.
    await page.goto(`/tai-khoan/don-hang/${encodeURIComponent(order.code)}`);
    const figures = page.getByRole('main');
    await expect(figures.getByRole('row').filter({ hasText: course.name })).toContainText(money(pod.price));
    await expect(figures.getByRole('definition').filter({ hasText: `−${money(discount)}` })).toBeVisible();
    await expect(
      figures
        .getByRole('definition')
        .filter({ hasText: money(total) })
        .last(),
    ).toBeVisible();
    // issue 34: the line names its package, the method is in Vietnamese (never the gateway's code)
    await expect(figures.getByRole('row').filter({ hasText: course.name })).toContainText('Gói Tháng');
    await expect(figures.getByRole('definition').filter({ hasText: 'Cổng thanh toán thử nghiệm' })).toBeVisible();
    await expect(figures).not.toContainText(/sandbox/i);
  });
});
