import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { login, registerUser, type TestUser } from '../../helpers/users';

let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp('commerce');
  call = client(t.app);
});
afterAll(() => t?.close());

const course = async (id: number) => (await call('GET', '/api/user/course/details.json', undefined, { query: { id } })).body.data.course;
const courseAs = async (u: TestUser, id: number) =>
  (await call('GET', '/api/user/course/details.json', undefined, { query: { id }, token: u.token })).body.data.course;

describe('cart', () => {
  it('adds, lists with server prices, and removes courses', async () => {
    const u = await registerUser(call);
    const add = await call('PATCH', '/api/user/cart.json', { course_id: 2, price: 1 }, { token: u.token });
    expect(add.statusCode).toBe(200);
    const c2 = await course(2);
    expect(add.body.data).toMatchObject({ count: 1, subtotal: c2.price_new });
    await call('PATCH', '/api/user/cart.json', { course_id: 20, pod_id: c2.id ? (await course(20)).pods[0].id : 0 }, { token: u.token });
    const cart = await call('GET', '/api/user/cart.json', undefined, { token: u.token });
    const pod = (await course(20)).pods[0];
    expect(cart.body.data.count).toBe(2);
    expect(cart.body.data.subtotal).toBe(c2.price_new + pod.price);
    const del = await call('DELETE', '/api/user/cart.json', { course_id: 2 }, { token: u.token });
    expect(del.body.data.items.map((i: { course: { id: number } }) => i.course.id)).toEqual([20]);
  });

  it('refuses unknown courses and pods, and courses sold only in a combo', async () => {
    const u = await registerUser(call);
    expect((await call('PATCH', '/api/user/cart.json', { course_id: 999999 }, { token: u.token })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/user/cart.json', { course_id: 2, pod_id: 999999 }, { token: u.token })).statusCode).toBe(404);
    const noRetail = await call('PATCH', '/api/user/cart.json', { course_id: 23 }, { token: u.token });
    expect(noRetail.statusCode).toBe(400);
    expect(noRetail.body.message).toMatch(/chỉ được bán trong combo/);
  });

  it('merges a guest cart into the user cart at login', async () => {
    const guest = { 'x-guest-token': `guest-${Date.now()}-abcdefgh` };
    const u = await registerUser(call);
    await call('PATCH', '/api/user/cart.json', { course_id: 3 }, { token: u.token });
    await call('PATCH', '/api/user/cart.json', { course_id: 4 }, { headers: guest });
    await call('PATCH', '/api/user/cart.json', { course_id: 3 }, { headers: guest });
    expect((await call('GET', '/api/user/cart.json', undefined, { headers: guest })).body.data.count).toBe(2);
    const r = await login(call, u.email, u.password, guest);
    const cart = await call('GET', '/api/user/cart.json', undefined, { token: r.body.data.token });
    expect(cart.body.data.items.map((i: { course: { id: number } }) => i.course.id).sort()).toEqual([3, 4]);
    expect((await call('GET', '/api/user/cart.json', undefined, { headers: guest })).body.data.count).toBe(0);
  });

  it('needs a login or a guest token to change a cart', async () => {
    expect((await call('PATCH', '/api/user/cart.json', { course_id: 3 })).statusCode).toBe(401);
  });
});

describe('orders', () => {
  it('computes every price and total on the server, ignoring client prices', async () => {
    const u = await registerUser(call);
    const body = { course_ids: [2, 3], price: 1, total: 1, prices: { 2: 1, 3: 1 }, discount: 999999 };
    const r = await call('POST', '/api/user/order.json', body, { token: u.token });
    expect(r.statusCode).toBe(200);
    const [c2, c3] = [await course(2), await course(3)];
    expect(r.body.data.order).toMatchObject({
      status: 'pending',
      subtotal: c2.price_new + c3.price_new,
      discount: 0,
      total: c2.price_new + c3.price_new,
    });
    expect(r.body.data.order.items.map((i: { unit_price: number }) => i.unit_price).sort()).toEqual([c2.price_new, c3.price_new].sort());
  });

  it('applies a promo code on the server', async () => {
    const u = await registerUser(call);
    const c = await course(26);
    const check = await call('POST', '/api/user/promotion/check.json', { promo_code: 'giam20', course_ids: [26] });
    expect(check.body.data).toMatchObject({ discount: Math.min(300000, Math.floor(c.price_new * 0.2)), subtotal: c.price_new });
    const r = await call('POST', '/api/user/order.json', { course_ids: [26], promo_code: 'GIAM20' }, { token: u.token });
    expect(r.body.data.order).toMatchObject({
      discount: check.body.data.discount,
      total: c.price_new - check.body.data.discount,
      promo_code: 'GIAM20',
    });
    const expired = await call('POST', '/api/user/order.json', { course_ids: [27], promo_code: 'HETHAN' }, { token: u.token });
    expect(expired.statusCode).toBe(400);
    expect(expired.body.message).toMatch(/hết hạn/);
  });

  it('is idempotent with an Idempotency-Key', async () => {
    const u = await registerUser(call);
    const headers = { 'idempotency-key': `order-${Date.now()}-1` };
    const a = await call('POST', '/api/user/order.json', { course_ids: [6] }, { token: u.token, headers });
    const b = await call('POST', '/api/user/order.json', { course_ids: [6] }, { token: u.token, headers });
    expect(a.statusCode).toBe(200);
    expect(b.body.data.order.id).toBe(a.body.data.order.id);
    expect(b.body.data.replayed).toBe(true);
    const list = await call('GET', '/api/user/order.json', undefined, { token: u.token });
    expect(list.body.data.total).toBe(1);
    const other = await call('POST', '/api/user/order.json', { course_ids: [7] }, { token: u.token, headers });
    expect(other.statusCode).toBe(409);
  });

  it('completes a free order at once and grants the course', async () => {
    const u = await registerUser(call);
    expect((await courseAs(u, 5)).entitled).toBe(false);
    const r = await call('POST', '/api/user/order.json', { course_ids: [5], full_name: 'A', email: u.email }, { token: u.token });
    expect(r.body).toMatchObject({ status: true, message: 'Đăng ký khóa học thành công', data: { order: { status: 'completed', total: 0 } } });
    expect((await courseAs(u, 5)).entitled).toBe(true);
    const again = await call('POST', '/api/user/order.json', { course_ids: [5] }, { token: u.token });
    expect(again.body).toMatchObject({ status: true, data: { order: null, already_owned: [5] } });
  });

  it('pays through the sandbox gateway; a valid signed return grants the course', async () => {
    const u = await registerUser(call);
    const order = (await call('POST', '/api/user/order.json', { course_ids: [60] }, { token: u.token })).body.data.order;
    const pay = await call('POST', '/api/user/order/payment.json', { order_id: order.id }, { token: u.token });
    expect(pay.body.data.payment_url).toMatch(/^\/api\/external\/sandbox\/checkout\?txn_ref=/);
    const page = await t.app.inject({ method: 'GET', url: pay.body.data.payment_url });
    expect(page.body).toContain('SANDBOX');
    const ret = (await call('POST', '/api/dev/sandbox_pay.json', { txn_ref: pay.body.data.txn_ref, result: 'success' })).body.data;
    expect(ret.amount).toBe(order.total);

    const tamperedSig = await call('POST', '/api/external/validate_order_payment.json', {
      ...ret,
      sig: ret.sig.replace(/^./, (ch: string) => (ch === 'a' ? 'b' : 'a')),
    });
    expect(tamperedSig.statusCode).toBe(400);
    expect(tamperedSig.body.message).toBe('Chữ ký thanh toán không hợp lệ');
    const tamperedAmount = await call('POST', '/api/external/validate_order_payment.json', { ...ret, amount: 1000 });
    expect(tamperedAmount.statusCode).toBe(400);
    expect((await courseAs(u, 60)).entitled).toBe(false);

    const ok = await call('POST', '/api/external/validate_order_payment.json', ret);
    expect(ok.body).toMatchObject({ status: true, data: { paid: true, order: { status: 'completed' } } });
    expect((await courseAs(u, 60)).entitled).toBe(true);
    // a course group grants its children too
    expect((await courseAs(u, 6)).entitled).toBe(true);
    const replay = await call('POST', '/api/external/validate_order_payment.json', ret);
    expect(replay.body.data.order.status).toBe('completed');
  });

  it.each([
    [undefined, '/gio-hang/thanh-toan?'],
    ['site', '/gio-hang/thanh-toan?'],
    ['mobile', '/m/thanh-toan/ket-qua?'],
  ])('returns from the sandbox gateway to the chosen return point (%s)', async (returnTo, path) => {
    const u = await registerUser(call);
    const order = (await call('POST', '/api/user/order.json', { course_ids: [60] }, { token: u.token })).body.data.order;
    const pay = (await call('POST', '/api/user/order/payment.json', { order_id: order.id, return_to: returnTo }, { token: u.token })).body.data;
    const page = await t.app.inject({ method: 'GET', url: pay.payment_url });
    const pathOnPage = /href="([^"]*result=success[^"]*)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    const done = await t.app.inject({ method: 'GET', url: pathOnPage });
    expect(done.statusCode).toBe(302);
    const location = new URL(String(done.headers.location));
    expect(location.pathname + '?').toBe(path);
    expect(location.searchParams.get('result')).toBe('success');
    expect(location.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a return point that is not one of the two', async () => {
    const u = await registerUser(call);
    const order = (await call('POST', '/api/user/order.json', { course_ids: [60] }, { token: u.token })).body.data.order;
    const r = await call('POST', '/api/user/order/payment.json', { order_id: order.id, return_to: 'https://evil.example' }, { token: u.token });
    expect(r.statusCode).toBe(400);
  });

  it('rejects a signed return whose amount does not match the order', async () => {
    const u = await registerUser(call);
    const order = (await call('POST', '/api/user/order.json', { course_ids: [31] }, { token: u.token })).body.data.order;
    const pay = (await call('POST', '/api/user/order/payment.json', { order_id: order.id }, { token: u.token })).body.data;
    const { signPaymentReturn } = await import('../../../src/lib/payment-signature');
    const forged = { order_code: pay.order_code, txn_ref: pay.txn_ref, amount: 1, result: 'success' as const };
    // even correctly signed (leaked secret), an amount that is not the order total is refused
    const r = await call('POST', '/api/external/validate_order_payment.json', {
      ...forged,
      sig: signPaymentReturn(t.app.config.paymentSecret, forged),
    });
    expect(r.statusCode).toBe(400);
    expect(r.body.message).toBe('Số tiền thanh toán không khớp với đơn hàng');
  });
});

describe('activation codes', () => {
  it('grants its course once', async () => {
    const [a, b] = [await registerUser(call), await registerUser(call)];
    const code = 'KH-DEMO-0003';
    const r = await call('POST', '/api/user/order/active.json', { code: code.toLowerCase() }, { token: a.token });
    expect(r.statusCode).toBe(200);
    expect(r.body.data.course).toMatchObject({ id: 30, entitled: true });
    const again = await call('POST', '/api/user/order/active.json', { code }, { token: b.token });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Mã kích hoạt đã được sử dụng');
    expect((await courseAs(b, 30)).entitled).toBe(false);
    const unknown = await call('POST', '/api/user/order/active.json', { code: 'KHONG-CO-MA' }, { token: b.token });
    expect(unknown.statusCode).toBe(404);
  });
});
