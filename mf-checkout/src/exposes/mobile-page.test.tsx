import { makeCourse, makeOrder } from '../testing/commerce-factory';
import { fail, installFakeApi, location, renderPage, screen, signOut, waitFor, within } from '@edu/shared/testing';
import MobilePage from './mobile-page';

const ret = `order_code=DH000007&txn_ref=SBX1&amount=490000&result=success&sig=${'a'.repeat(64)}`;

function open(url: string, routes: Parameters<typeof installFakeApi>[0] = {}) {
  const calls = installFakeApi(routes);
  return { calls, ...renderPage('/m/*', url, <MobilePage />) };
}

beforeEach(() => signOut());

describe('mobile area', () => {
  it.each([
    ['/m/khong-co', '/m'],
    ['/m/english/khong-co', '/m/english'],
  ])('an unknown path %s says so in Vietnamese with a way back', async (url, back) => {
    open(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chính' })).toHaveAttribute('href', back);
    expect(document.title).toBe('Không tìm thấy trang | KhoaHoc.vn');
  });

  it('validates the webview return, then settles on the success URL the app watches for', async () => {
    const { calls } = open(`/m/thanh-toan/ket-qua?${ret}`, {
      'POST /api/external/validate_order_payment.json': () => ({ order: makeOrder({ status: 'completed' }), paid: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Thanh toán thành công' })).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe('/m/thanh-toan/thanh-cong?order_code=DH000007'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('a rejected return ends on the failure URL with the server reason', async () => {
    open(`/m/thanh-toan/ket-qua?${ret}`, {
      'POST /api/external/validate_order_payment.json': () => fail(400, 'Chữ ký thanh toán không hợp lệ'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Chữ ký thanh toán không hợp lệ');
    await waitFor(() => expect(location.current).toBe('/m/thanh-toan/that-bai?order_code=DH000007'));
    expect(document.body).not.toHaveTextContent('Thanh toán thành công');
  });

  it('opened directly without a result, the success URL claims nothing', async () => {
    open('/m/thanh-toan/thanh-cong?order_code=DH000007');
    expect(await screen.findByRole('link', { name: 'Đơn hàng của tôi' })).toHaveAttribute('href', '/tai-khoan/don-hang');
    expect(document.body).not.toHaveTextContent('Thanh toán thành công');
  });

  it('the partner page lists English courses compactly', async () => {
    const { calls } = open('/m/english', {
      'GET /api/user/course.json': () => ({
        items: [makeCourse({ id: 17, name: 'IELTS 6.5 cấp tốc', price_new: 2499000 })],
        page: 1,
        page_size: 12,
        total: 1,
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Học tiếng Anh cùng KhoaHoc.vn' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Khóa học tiếng Anh' });
    expect(calls[0]?.params).toEqual({ category: 'tieng-anh', page_size: 12 });
    // one compact card per course: its name, then the price
    expect(within(list).getByRole('link', { name: /IELTS 6\.5 cấp tốc/ })).toHaveTextContent('IELTS 6.5 cấp tốc2.499.000đ');
  });
});
