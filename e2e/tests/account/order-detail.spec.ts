import { expect, test, type APIRequestContext } from '@playwright/test';
import { AccountPages, registerLearner } from './account-helpers';
import { apiLogin } from '../checkout/checkout-pages';

// Issue 34 item 4: the order detail names the package bought (Gói Năm) and the way it was paid, in Vietnamese.

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test('an order of a yearly package paid through the sandbox reads "Gói Năm" and the method in Vietnamese', async ({ page, request }) => {
  const learner = await registerLearner(request, 'Học Viên Gói Năm');
  const auth = { Authorization: `Bearer ${await apiLogin(request, learner)}` };
  const { items } = await data<{
    items: Array<{ id: number; name: string; type: string; pods: Array<{ id: number; cycle: number; price: number }> }>;
  }>(await request.get('/api/user/course.json', { params: { page_size: 48 } }));
  const course = items.find((c) => c.type === 'retail' && c.pods.some((p) => p.cycle === 4 && p.price > 0))!;
  const pod = course.pods.find((p) => p.cycle === 4)!;

  // ordered and paid as the checkout does it: the package chosen, the sandbox gateway's signed return validated
  const { order } = await data<{ order: { id: number; code: string } }>(
    await request.post('/api/user/order.json', { headers: auth, data: { course_ids: [course.id], pod_ids: { [String(course.id)]: pod.id } } }),
  );
  const payment = await data<{ txn_ref: string }>(
    await request.post('/api/user/order/payment.json', { headers: auth, data: { order_id: order.id, method: 'sandbox' } }),
  );
  const signed = await data<Record<string, unknown>>(
    await request.post('/api/dev/sandbox_pay.json', { data: { txn_ref: payment.txn_ref, result: 'success' } }),
  );
  expect((await data<{ paid: boolean }>(await request.post('/api/external/validate_order_payment.json', { data: signed }))).paid).toBe(true);

  await page.goto(`/dang-nhap?redirect=${encodeURIComponent(`/tai-khoan/don-hang/${order.code}`)}`);
  await new AccountPages(page).signIn(learner.email, learner.password);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `Đơn hàng ${order.code}` })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: course.name })).toContainText('Gói Năm');
  await expect(main.getByRole('definition').filter({ hasText: 'Cổng thanh toán thử nghiệm' })).toBeVisible();
  await expect(main).not.toContainText(/sandbox/i);
});
