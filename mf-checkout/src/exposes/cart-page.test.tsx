import { getBus, type BusEvents } from '@edu/shared';
import { makeCart, makeCartItem, makeCourse } from '../testing/commerce-factory';
import { fail, installFakeApi } from '@edu/shared/testing';
import { inputByLabel, typeInto } from '../testing/input';
import { byText, click, render, settle } from '@edu/shared/testing';
import { atRoute } from '@edu/shared/testing';
import { signOut } from '@edu/shared/testing';
import CartPage from './cart-page';

function listen<K extends keyof BusEvents>(type: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  getBus().on(type, (p) => seen.push(p));
  return seen;
}

const sql = makeCourse({ id: 34, name: 'SQL và PostgreSQL căn bản', alias: 'sql', alias_code: 'c0034', price: 790000, price_new: 490000 });

async function openCart(cart = makeCart([makeCartItem(sql)])) {
  let current = cart;
  const calls = installFakeApi({
    'GET /api/user/cart.json': () => current,
    'DELETE /api/user/cart.json': (call) => {
      const id = (call.body as { course_id: number }).course_id;
      current = makeCart(current.items.filter((i) => i.course.id !== id));
      return current;
    },
    'POST /api/user/promotion/check.json': (call) => {
      const code = (call.body as { promo_code: string }).promo_code;
      if (code !== 'GIAM20') return fail(400, 'Mã khuyến mãi không tồn tại');
      return { code, promotion_id: 1, name: 'Giảm 20%', discount: 98000, subtotal: current.subtotal, total: current.subtotal - 98000 };
    },
  });
  const view = await render(atRoute('/gio-hang', '/gio-hang', <CartPage />));
  await settle();
  return { view, calls };
}

beforeEach(async () => {
  await signOut();
  localStorage.clear();
});

describe('cart page', () => {
  it('shows a guest cart with the server prices, a sized thumbnail, totals and the page meta', async () => {
    const counts = listen('cart:changed');
    const { view, calls } = await openCart();
    const c = view.container;
    expect(c.querySelector('h1')?.textContent).toBe('Giỏ hàng');
    expect(byText(c, 'a', 'SQL và PostgreSQL căn bản')?.getAttribute('href')).toBe('/khoa-hoc/sql-c0034');
    expect(c.querySelector('.co-line-price strong')?.textContent).toBe('490.000đ');
    expect(c.querySelector('.co-line-price s')?.textContent).toContain('790.000đ');
    const img = c.querySelector('img.co-thumb');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['640', '360']);
    expect(c.querySelector('.co-totals-total dd')?.textContent).toBe('490.000đ');
    expect(calls[0]?.guestToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(counts.at(-1)).toEqual({ v: 1, count: 1 });
    expect(document.title).toBe('Giỏ hàng | KhoaHoc.vn');
    await view.unmount();
  });

  it('removes a course, tells the header, and then suggests browsing courses', async () => {
    const counts = listen('cart:changed');
    const toasts = listen('toast:show');
    const { view, calls } = await openCart();
    await click(view.container.querySelector<HTMLElement>('button[aria-label="Xóa SQL và PostgreSQL căn bản khỏi giỏ hàng"]'));
    await settle();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ course_id: 34 });
    expect(counts.at(-1)).toEqual({ v: 1, count: 0 });
    expect(toasts.at(-1)?.msg).toBe('Đã xóa khóa học khỏi giỏ hàng');
    expect(view.container.textContent).toContain('Giỏ hàng của bạn đang trống');
    expect(byText(view.container, 'a', 'Xem các khóa học')?.getAttribute('href')).toBe('/khoa-hoc');
    await view.unmount();
  });

  it('keeps a wrong promo code in the field with the server reason, and applies a good one', async () => {
    const { view } = await openCart();
    const c = view.container;
    const field = inputByLabel(c, 'Mã khuyến mãi');
    await typeInto(field, 'sai-ma');
    await click(byText(c, 'button', 'Áp dụng'));
    await settle();
    expect(c.querySelector('[role="alert"]')?.textContent).toBe('Mã khuyến mãi không tồn tại');
    expect(field?.value).toBe('sai-ma');
    expect(field?.getAttribute('aria-invalid')).toBe('true');

    await typeInto(field, 'giam20');
    await click(byText(c, 'button', 'Áp dụng'));
    await settle();
    expect(c.textContent).toContain('Đã áp dụng mã GIAM20: giảm 98.000đ');
    expect(c.querySelector('.co-totals-total dd')?.textContent).toBe('392.000đ');
    await view.unmount();
  });

  it('shows an error with a retry when the cart cannot be loaded', async () => {
    installFakeApi({ 'GET /api/user/cart.json': () => fail(500, 'Máy chủ đang bận, vui lòng thử lại sau.') });
    const view = await render(atRoute('/gio-hang', '/gio-hang', <CartPage />));
    await settle();
    expect(view.container.textContent).toContain('Không tải được giỏ hàng');
    expect(byText(view.container, 'button', 'Thử lại')).not.toBeNull();
    await view.unmount();
  });
});
