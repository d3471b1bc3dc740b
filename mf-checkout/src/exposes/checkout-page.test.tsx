import { getBus, loginSession, type BusEvents } from '@edu/shared';
import { act } from 'react';
import { leaveTo } from '../lib/browser';
import { makeCart, makeCartItem, makeCourse, makeCourseDetail, makeOrder } from '../testing/commerce-factory';
import { fail, installFakeApi, type FakeRoute } from '@edu/shared/testing';
import { inputByLabel, submit, typeInto } from '../testing/input';
import { byText, render, settle } from '@edu/shared/testing';
import { atRoute, location } from '@edu/shared/testing';
import { fakeToken, signOut } from '@edu/shared/testing';
import CheckoutPage from './checkout-page';

jest.mock('../lib/browser', () => ({ leaveTo: jest.fn() }));
const leave = leaveTo as jest.MockedFunction<typeof leaveTo>;

function listen<K extends keyof BusEvents>(type: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  getBus().on(type, (p) => seen.push(p));
  return seen;
}

const sqlDetail = makeCourseDetail({ id: 9, name: 'SQL căn bản', alias: 'sql-can-ban', alias_code: 'c0009', price: 790000, price_new: 490000 });

async function signInAs(phone: string | null = '0912345678') {
  await act(async () => loginSession({ id: 1, token: fakeToken(), full_name: 'Học Viên', email: 'hv@example.vn', phone }));
}

async function open(url: string, routes: Record<string, FakeRoute>) {
  const calls = installFakeApi({
    'GET /api/user/course/details.json': () => ({ course: sqlDetail }),
    'GET /api/user/cart.json': () => makeCart([]),
    ...routes,
  });
  const view = await render(atRoute('/gio-hang/thanh-toan', url, <CheckoutPage />));
  await settle();
  return { view, calls, c: view.container };
}

beforeEach(async () => {
  await signOut();
  sessionStorage.clear();
  leave.mockReset();
});

describe('checkout page', () => {
  it('sends a visitor to sign in and back to this exact checkout', async () => {
    const { view } = await open('/gio-hang/thanh-toan?course_ids=9', {});
    expect(location.current).toBe(`/dang-nhap?redirect=${encodeURIComponent('/gio-hang/thanh-toan?course_ids=9')}`);
    await view.unmount();
  });

  it('prefills the buyer, shows the summary, and keeps bad input with a message under each field', async () => {
    await signInAs(null);
    const { view, calls, c } = await open('/gio-hang/thanh-toan?course_ids=9', {});
    expect(calls[0]?.params).toEqual({ id: 9 });
    expect(inputByLabel(c, 'Họ và tên')?.value).toBe('Học Viên');
    expect(inputByLabel(c, 'Email')?.value).toBe('hv@example.vn');
    expect(inputByLabel(c, 'Số điện thoại')?.value).toBe('');
    expect(c.querySelector('.co-summary')?.textContent).toContain('SQL căn bản');
    expect(c.querySelector('.co-totals-total dd')?.textContent).toBe('490.000đ');
    expect(document.title).toBe('Thanh toán | KhoaHoc.vn');

    await typeInto(inputByLabel(c, 'Email'), 'hv@');
    await submit(c.querySelector('form'));
    await settle(1);
    const errors = Array.from(c.querySelectorAll('.field-error')).map((e) => e.textContent);
    expect(errors).toEqual(['Email không hợp lệ (ví dụ: ten@gmail.com)', 'Vui lòng nhập số điện thoại']);
    expect(inputByLabel(c, 'Email')?.value).toBe('hv@');
    expect(inputByLabel(c, 'Email')?.getAttribute('aria-describedby')).toBe(c.querySelector('.field-error')?.id);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await view.unmount();
  });

  it('creates one order for a double submit, with an Idempotency-Key, then opens the gateway', async () => {
    await signInAs();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { view, calls, c } = await open('/gio-hang/thanh-toan?course_ids=9', {
      'POST /api/user/order.json': () => ({ order: makeOrder(), already_owned: [], replayed: false }),
      'POST /api/user/order/payment.json': () => gate.then(() => ({ txn_ref: 'SBX1', amount: 490000, order_code: 'DH000007', payment_url: '/api/external/sandbox/checkout?txn_ref=SBX1' })),
    });
    await submit(c.querySelector('form'));
    await submit(c.querySelector('form'));
    await settle(2);
    const orders = calls.filter((call) => call.url === '/api/user/order.json');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.idempotencyKey).toMatch(/^co-[A-Za-z0-9_-]{32}$/);
    expect(orders[0]?.body).toEqual({ course_ids: [9], full_name: 'Học Viên', email: 'hv@example.vn', phone: '0912345678' });
    expect(c.textContent).toContain('Đang chuyển đến cổng thanh toán');
    expect(byText(c, 'button', 'Đặt hàng và thanh toán')?.hasAttribute('disabled')).toBe(true);
    release();
    await settle();
    expect(calls.find((call) => call.url === '/api/user/order/payment.json')?.body).toEqual({ order_id: 7 });
    expect(leave).toHaveBeenCalledWith('/api/external/sandbox/checkout?txn_ref=SBX1');
    await view.unmount();
  });

  it('retries a failed order with the same key and keeps everything typed', async () => {
    await signInAs();
    let attempts = 0;
    const { view, calls, c } = await open('/gio-hang/thanh-toan?course_ids=9', {
      'POST /api/user/order.json': () => (++attempts === 1 ? fail(503, 'Máy chủ đang bận, vui lòng thử lại sau.') : { order: makeOrder(), already_owned: [], replayed: true }),
      'POST /api/user/order/payment.json': () => ({ txn_ref: 'SBX1', amount: 490000, order_code: 'DH000007', payment_url: '/pay' }),
    });
    await typeInto(inputByLabel(c, 'Họ và tên'), 'Nguyễn Thị Mới');
    await submit(c.querySelector('form'));
    await settle();
    expect(c.querySelector('[role="alert"]')?.textContent).toBe('Máy chủ đang bận, vui lòng thử lại sau.');
    expect(inputByLabel(c, 'Họ và tên')?.value).toBe('Nguyễn Thị Mới');
    await submit(c.querySelector('form'));
    await settle();
    const keys = calls.filter((call) => call.url === '/api/user/order.json').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(leave).toHaveBeenCalledWith('/pay');
    await view.unmount();
  });

  it('completes a free order at once: toast, badge, and straight to the course', async () => {
    await signInAs();
    const toasts = listen('toast:show');
    const free = makeCourse({ id: 35, name: 'Scratch', alias: 'scratch', alias_code: 'c0035', price: 690000, price_new: 0 });
    const { view, calls, c } = await open('/gio-hang/thanh-toan', {
      'GET /api/user/cart.json': () => makeCart([makeCartItem(free)]),
      'POST /api/user/order.json': () => ({
        order: makeOrder({ status: 'completed', total: 0, items: [{ ...makeOrder().items[0]!, course_id: 35, alias: 'scratch', alias_code: 'c0035' }] }),
        already_owned: [], replayed: false,
      }),
    });
    expect(byText(c, 'button', 'Đăng ký học ngay')).not.toBeNull();
    await submit(c.querySelector('form'));
    await settle();
    expect(calls.filter((call) => call.url === '/api/user/order.json')).toHaveLength(1);
    expect(toasts.at(-1)).toMatchObject({ msg: 'Đăng ký khóa học thành công', kind: 'success' });
    expect(location.current).toBe('/vao-hoc/scratch-c0035');
    expect(leave).not.toHaveBeenCalled();
    await view.unmount();
  });

  it('says so when every course is already owned', async () => {
    await signInAs();
    const { view, c } = await open('/gio-hang/thanh-toan?course_ids=9', {
      'GET /api/user/course/details.json': () => ({ course: { ...sqlDetail, entitled: true } }),
    });
    expect(c.textContent).toContain('Bạn đã sở hữu khóa học này');
    expect(byText(c, 'a', 'Vào học')?.getAttribute('href')).toBe('/vao-hoc/sql-can-ban-c0009');
    await view.unmount();
  });

  it('rejects a malformed course_ids link without calling the server', async () => {
    await signInAs();
    const { view, calls, c } = await open('/gio-hang/thanh-toan?course_ids=abc', {});
    expect(c.textContent).toContain('Liên kết thanh toán không hợp lệ');
    expect(calls).toHaveLength(0);
    await view.unmount();
  });
});

describe('payment return on /gio-hang/thanh-toan', () => {
  const ret = 'order_code=DH000007&txn_ref=SBX1&amount=490000&result=success&sig=' + 'a'.repeat(64);

  it('shows success after the server validated the return, with links to the courses', async () => {
    const { view, calls, c } = await open(`/gio-hang/thanh-toan?${ret}`, {
      'POST /api/external/validate_order_payment.json': () => ({ order: makeOrder({ status: 'completed' }), paid: true }),
    });
    expect(calls[0]?.body).toEqual({ order_code: 'DH000007', txn_ref: 'SBX1', amount: 490000, result: 'success', sig: 'a'.repeat(64) });
    expect(c.querySelector('h2')?.textContent).toBe('Thanh toán thành công');
    expect(byText(c, 'a', 'Vào học')?.getAttribute('href')).toBe('/vao-hoc/sql-can-ban-c0009');
    expect(byText(c, 'a', 'Khóa học của tôi')?.getAttribute('href')).toBe('/tai-khoan/khoa-hoc-cua-toi');
    expect(document.title).toBe('Thanh toán thành công | KhoaHoc.vn');
    await view.unmount();
  });

  it('shows the server reason for a tampered return, and never success', async () => {
    const { view, c } = await open(`/gio-hang/thanh-toan?${ret.replace('490000', '1000')}`, {
      'POST /api/external/validate_order_payment.json': () => fail(400, 'Chữ ký thanh toán không hợp lệ'),
    });
    expect(c.textContent).toContain('Không xác nhận được thanh toán');
    expect(c.textContent).toContain('Chữ ký thanh toán không hợp lệ');
    expect(c.textContent).not.toContain('Thanh toán thành công');
    expect(byText(c, 'button', 'Thử lại')).toBeNull();
    await view.unmount();
  });
});
