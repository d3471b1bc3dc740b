import { makeCourse, makeOrder } from '../testing/commerce-factory';
import { fail, installFakeApi } from '@edu/shared/testing';
import { render, settle } from '@edu/shared/testing';
import { atRoute, location } from '@edu/shared/testing';
import { signOut } from '@edu/shared/testing';
import MobilePage from './mobile-page';

const ret = `order_code=DH000007&txn_ref=SBX1&amount=490000&result=success&sig=${'a'.repeat(64)}`;

async function open(url: string, routes: Parameters<typeof installFakeApi>[0] = {}) {
  const calls = installFakeApi(routes);
  const view = await render(atRoute('/m/*', url, <MobilePage />));
  await settle(4);
  return { view, calls, c: view.container };
}

beforeEach(() => signOut());

describe('mobile area', () => {
  it.each([
    ['/m/khong-co', '/m'],
    ['/m/english/khong-co', '/m/english'],
  ])('an unknown path %s says so in Vietnamese with a way back', async (url, back) => {
    const { view, c } = await open(url);
    expect(c.querySelector('h1')?.textContent).toBe('Không tìm thấy trang');
    expect(c.querySelector('a')?.getAttribute('href')).toBe(back);
    expect(document.title).toBe('Không tìm thấy trang | KhoaHoc.vn');
    await view.unmount();
  });

  it('validates the webview return, then settles on the success URL the app watches for', async () => {
    const { view, calls, c } = await open(`/m/thanh-toan/ket-qua?${ret}`, {
      'POST /api/external/validate_order_payment.json': () => ({ order: makeOrder({ status: 'completed' }), paid: true }),
    });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(location.current).toBe('/m/thanh-toan/thanh-cong?order_code=DH000007');
    expect(c.textContent).toContain('Thanh toán thành công');
    await view.unmount();
  });

  it('a rejected return ends on the failure URL with the server reason', async () => {
    const { view, c } = await open(`/m/thanh-toan/ket-qua?${ret}`, {
      'POST /api/external/validate_order_payment.json': () => fail(400, 'Chữ ký thanh toán không hợp lệ'),
    });
    expect(location.current).toBe('/m/thanh-toan/that-bai?order_code=DH000007');
    expect(c.textContent).toContain('Chữ ký thanh toán không hợp lệ');
    expect(c.textContent).not.toContain('Thanh toán thành công');
    await view.unmount();
  });

  it('opened directly without a result, the success URL claims nothing', async () => {
    const { view, c } = await open('/m/thanh-toan/thanh-cong?order_code=DH000007');
    expect(c.textContent).not.toContain('Thanh toán thành công');
    expect(c.textContent).toContain('Đơn hàng của tôi');
    await view.unmount();
  });

  it('the partner page lists English courses compactly', async () => {
    const { view, calls, c } = await open('/m/english', {
      'GET /api/user/course.json': () => ({ items: [makeCourse({ id: 17, name: 'IELTS 6.5 cấp tốc', price_new: 2499000 })], page: 1, page_size: 12, total: 1 }),
    });
    expect(calls[0]?.params).toEqual({ category: 'tieng-anh', page_size: 12 });
    expect(c.querySelector('h1')?.textContent).toBe('Học tiếng Anh cùng KhoaHoc.vn');
    expect(c.querySelector('.co-mobile-list')?.textContent).toContain('IELTS 6.5 cấp tốc2.499.000đ');
    await view.unmount();
  });
});
