import { getBus, loginSession, type BusEvents } from '@edu/shared/core';
import { act } from 'react';
import { leaveTo } from '../lib/browser';
import { makeCart, makeCartItem, makeCourse, makeCourseDetail, makeOrder } from '../testing/commerce-factory';
import {
  fail,
  fakeToken,
  installFakeApi,
  location,
  renderPage,
  screen,
  signOut,
  waitFor,
  within,
  type FakeCall,
  type FakeRoute,
} from '@edu/shared/testing';
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

function open(url: string, routes: Record<string, FakeRoute>) {
  const calls = installFakeApi({
    'GET /api/user/course/details.json': () => ({ course: sqlDetail }),
    'GET /api/user/cart.json': () => makeCart([]),
    ...routes,
  });
  return { calls, ...renderPage('/gio-hang/thanh-toan', url, <CheckoutPage />) };
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** What the totals box ('Tổng tiền') shows on the row `label` ('Tổng cộng' → '490.000đ'). */
function amount(label: string) {
  const totals = within(screen.getByLabelText('Tổng tiền'));
  const row = totals.getAllByRole('term').findIndex((term) => term.textContent === label);
  return row < 0 ? undefined : totals.getAllByRole('definition')[row]?.textContent;
}

const orders = (calls: FakeCall[]) => calls.filter((call) => call.url === '/api/user/order.json');

beforeEach(async () => {
  await signOut();
  sessionStorage.clear();
  leave.mockReset();
});

describe('checkout page', () => {
  it('sends a visitor to sign in and back to this exact checkout', async () => {
    open('/gio-hang/thanh-toan?course_ids=9', {});
    expect(await screen.findByText('khác')).toBeInTheDocument();
    expect(location.current).toBe(`/dang-nhap?redirect=${encodeURIComponent('/gio-hang/thanh-toan?course_ids=9')}`);
  });

  it('prefills the buyer, shows the summary, and keeps bad input with a message under each field', async () => {
    await signInAs(null);
    const { user, calls } = open('/gio-hang/thanh-toan?course_ids=9', {});
    expect(await screen.findByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Học Viên');
    expect(calls[0]?.params).toEqual({ id: 9 });
    expect(field('Email')).toHaveValue('hv@example.vn');
    expect(field('Số điện thoại')).toHaveValue('');
    expect(screen.getByRole('complementary', { name: 'Đơn hàng của bạn' })).toHaveTextContent('SQL căn bản');
    expect(amount('Tổng cộng')).toBe('490.000đ');
    expect(document.title).toBe('Thanh toán | KhoaHoc.vn');

    await user.clear(field('Email'));
    await user.type(field('Email'), 'hv@');
    await user.click(screen.getByRole('button', { name: 'Đặt hàng và thanh toán' }));
    // a message under each wrong field (and only those), read with it; what was typed stays
    expect(field('Email')).toHaveAccessibleDescription('Email không hợp lệ (ví dụ: ten@gmail.com)');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Số điện thoại')).toHaveAccessibleDescription('Vui lòng nhập số điện thoại');
    expect(field('Số điện thoại')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Họ và tên')).not.toHaveAccessibleDescription();
    expect(field('Họ và tên')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveValue('hv@');
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates one order for a double submit, with an Idempotency-Key, then opens the gateway', async () => {
    await signInAs();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, calls } = open('/gio-hang/thanh-toan?course_ids=9', {
      'POST /api/user/order.json': () => ({ order: makeOrder(), already_owned: [], replayed: false }),
      'POST /api/user/order/payment.json': () =>
        gate.then(() => ({ txn_ref: 'SBX1', amount: 490000, order_code: 'DH000007', payment_url: '/api/external/sandbox/checkout?txn_ref=SBX1' })),
    });
    const button = await screen.findByRole('button', { name: 'Đặt hàng và thanh toán' });
    await user.dblClick(button);
    // and one more submit that bypasses the (now disabled) button, as an Enter racing the re-render would: the form guards itself
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Thanh toán đơn hàng' });
    await act(async () => form.requestSubmit());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Đang chuyển đến cổng thanh toán'));
    expect(orders(calls)).toHaveLength(1);
    expect(orders(calls)[0]?.idempotencyKey).toMatch(/^co-[A-Za-z0-9_-]{32}$/);
    expect(orders(calls)[0]?.body).toEqual({ course_ids: [9], full_name: 'Học Viên', email: 'hv@example.vn', phone: '0912345678' });
    expect(screen.getByRole('button', { name: 'Đặt hàng và thanh toán' })).toBeDisabled();
    release();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/external/sandbox/checkout?txn_ref=SBX1'));
    expect(calls.find((call) => call.url === '/api/user/order/payment.json')?.body).toEqual({ order_id: 7 });
  });

  it('retries a failed order with the same key and keeps everything typed', async () => {
    await signInAs();
    let attempts = 0;
    const { user, calls } = open('/gio-hang/thanh-toan?course_ids=9', {
      'POST /api/user/order.json': () =>
        ++attempts === 1 ? fail(503, 'Máy chủ đang bận, vui lòng thử lại sau.') : { order: makeOrder(), already_owned: [], replayed: true },
      'POST /api/user/order/payment.json': () => ({ txn_ref: 'SBX1', amount: 490000, order_code: 'DH000007', payment_url: '/pay' }),
    });
    await user.clear(await screen.findByRole('textbox', { name: 'Họ và tên' }));
    await user.type(field('Họ và tên'), 'Nguyễn Thị Mới');
    await user.click(screen.getByRole('button', { name: 'Đặt hàng và thanh toán' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Máy chủ đang bận, vui lòng thử lại sau\.$/);
    expect(field('Họ và tên')).toHaveValue('Nguyễn Thị Mới');
    await user.click(screen.getByRole('button', { name: 'Đặt hàng và thanh toán' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/pay'));
    const keys = orders(calls).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('completes a free order at once: toast, badge, and straight to the course', async () => {
    await signInAs();
    const toasts = listen('toast:show');
    const free = makeCourse({ id: 35, name: 'Scratch', alias: 'scratch', alias_code: 'c0035', price: 690000, price_new: 0 });
    const { user, calls } = open('/gio-hang/thanh-toan', {
      'GET /api/user/cart.json': () => makeCart([makeCartItem(free)]),
      'POST /api/user/order.json': () => ({
        order: makeOrder({
          status: 'completed',
          total: 0,
          items: [{ ...makeOrder().items[0]!, course_id: 35, alias: 'scratch', alias_code: 'c0035' }],
        }),
        already_owned: [],
        replayed: false,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Đăng ký học ngay' }));
    expect(await screen.findByText('khác')).toBeInTheDocument();
    expect(orders(calls)).toHaveLength(1);
    expect(toasts.at(-1)).toMatchObject({ msg: 'Đăng ký khóa học thành công', kind: 'success' });
    expect(location.current).toBe('/vao-hoc/scratch-c0035');
    expect(leave).not.toHaveBeenCalled();
  });

  it('says so when every course is already owned', async () => {
    await signInAs();
    open('/gio-hang/thanh-toan?course_ids=9', {
      'GET /api/user/course/details.json': () => ({ course: { ...sqlDetail, entitled: true } }),
    });
    expect(await screen.findByRole('heading', { name: 'Bạn đã sở hữu khóa học này' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vào học' })).toHaveAttribute('href', '/vao-hoc/sql-can-ban-c0009');
  });

  it('rejects a malformed course_ids link without calling the server', async () => {
    await signInAs();
    const { calls } = open('/gio-hang/thanh-toan?course_ids=abc', {});
    const problem = await screen.findByRole('alert');
    expect(within(problem).getByRole('heading', { name: 'Liên kết thanh toán không hợp lệ' })).toBeInTheDocument();
    expect(within(problem).getByRole('link', { name: 'Về giỏ hàng' })).toHaveAttribute('href', '/gio-hang');
    expect(calls).toHaveLength(0);
  });
});

describe('payment return on /gio-hang/thanh-toan', () => {
  const ret = 'order_code=DH000007&txn_ref=SBX1&amount=490000&result=success&sig=' + 'a'.repeat(64);

  it('shows success after the server validated the return, with links to the courses', async () => {
    const { calls } = open(`/gio-hang/thanh-toan?${ret}`, {
      'POST /api/external/validate_order_payment.json': () => ({ order: makeOrder({ status: 'completed' }), paid: true }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Thanh toán thành công' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ order_code: 'DH000007', txn_ref: 'SBX1', amount: 490000, result: 'success', sig: 'a'.repeat(64) });
    const bought = within(screen.getByRole('list', { name: 'Khóa học đã mua' }));
    expect(bought.getByRole('link', { name: 'Vào học SQL căn bản' })).toHaveAttribute('href', '/vao-hoc/sql-can-ban-c0009');
    expect(screen.getByRole('link', { name: 'Khóa học của tôi' })).toHaveAttribute('href', '/tai-khoan/khoa-hoc-cua-toi');
    expect(document.title).toBe('Thanh toán thành công | KhoaHoc.vn');
  });

  it('shows the server reason for a tampered return, and never success', async () => {
    open(`/gio-hang/thanh-toan?${ret.replace('490000', '1000')}`, {
      'POST /api/external/validate_order_payment.json': () => fail(400, 'Chữ ký thanh toán không hợp lệ'),
    });
    const problem = await screen.findByRole('alert');
    expect(within(problem).getByRole('heading', { name: 'Không xác nhận được thanh toán' })).toBeInTheDocument();
    expect(problem).toHaveTextContent('Chữ ký thanh toán không hợp lệ');
    expect(document.body).not.toHaveTextContent('Thanh toán thành công');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('offers the site’s payment methods; a bank transfer shows the VietQR, the account and the note to write, and no gateway', async () => {
    await signInAs();
    const transfer = {
      qr: '00020101021238560010A0000007270126000697041501121133666688880208QRIBFTTA530370454064900005802VN6304ABCD',
      bank_bin: '970415',
      account: '113366668888',
      account_name: 'CONG TY KHOA HOC',
      amount: 490000,
      note: 'CK1A2B3C4D',
    };
    const { user, calls } = open('/gio-hang/thanh-toan?course_ids=9', {
      'GET /api/settings.json': () => ({ payment_methods: ['vnpay', 'vietqr', 'sandbox'] }),
      'POST /api/user/order.json': () => ({ order: makeOrder({ id: 7, code: 'DH000007' }), already_owned: [], replayed: false }),
      'POST /api/user/order/payment.json': () => ({
        txn_ref: 'CK1A2B3C4D',
        amount: 490000,
        order_code: 'DH000007',
        payment_url: '',
        bank_transfer: transfer,
      }),
    });
    const methods = await screen.findByRole('group', { name: 'Phương thức thanh toán' });
    expect(within(methods).getByRole('radio', { name: /^VNPay/ })).toBeChecked();
    await user.click(within(methods).getByRole('radio', { name: /^Chuyển khoản ngân hàng \(VietQR\)/ }));
    await user.click(screen.getByRole('button', { name: 'Đặt hàng và thanh toán' }));

    const panel = await screen.findByRole('region', { name: 'Chuyển khoản để hoàn tất đơn hàng DH000007' });
    expect(calls.find((c) => c.url === '/api/user/order/payment.json')?.body).toEqual({ order_id: 7, method: 'vietqr' });
    expect(await within(panel).findByRole('img', { name: 'Mã VietQR để chuyển khoản' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(panel).toHaveTextContent('Số tiền490.000đ');
    expect(panel).toHaveTextContent('Số tài khoản113366668888');
    expect(panel).toHaveTextContent('Nội dung chuyển khoảnCK1A2B3C4D');
    expect(within(panel).getByRole('link', { name: 'Xem đơn hàng của tôi' })).toHaveAttribute('href', '/tai-khoan/don-hang/DH000007');
    expect(leave).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Đặt hàng và thanh toán' })).not.toBeInTheDocument();
  });
});
