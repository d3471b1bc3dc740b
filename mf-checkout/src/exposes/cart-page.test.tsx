import { getBus, type BusEvents } from '@edu/shared/core';
import { makeCart, makeCartItem, makeCourse } from '../testing/commerce-factory';
import { fail, installFakeApi, renderPage, screen, signOut, within } from '@edu/shared/testing';
import CartPage from './cart-page';

function listen<K extends keyof BusEvents>(type: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  getBus().on(type, (p) => seen.push(p));
  return seen;
}

const sql = makeCourse({ id: 34, name: 'SQL và PostgreSQL căn bản', alias: 'sql', alias_code: 'c0034', price: 790000, price_new: 490000 });

function openCart(cart = makeCart([makeCartItem(sql)])) {
  let current = cart;
  const calls = installFakeApi({
    'GET /api/user/cart.json': () => current,
    // like the server: the line takes the package, and is re-priced at it
    'PATCH /api/user/cart.json': (call) => {
      const { course_id, pod_id } = call.body as { course_id: number; pod_id: number | null };
      current = makeCart(
        current.items.map((i) => {
          if (i.course.id !== course_id) return i;
          const pod = i.course.pods.find((p) => p.id === pod_id) ?? null;
          return { ...i, pod_id: pod?.id ?? null, pod, price: pod?.price ?? i.course.price_new };
        }),
      );
      return current;
    },
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
  return { calls, ...renderPage('/gio-hang', '/gio-hang', <CartPage />) };
}

/** What the totals box ('Tổng tiền') shows on the row `label` ('Tổng cộng' → '490.000đ'). */
function amount(label: string) {
  const totals = within(screen.getByLabelText('Tổng tiền'));
  const row = totals.getAllByRole('term').findIndex((term) => term.textContent === label);
  return row < 0 ? undefined : totals.getAllByRole('definition')[row]?.textContent;
}

beforeEach(async () => {
  await signOut();
  localStorage.clear();
});

describe('cart page', () => {
  it('a line with packages can be bought as one: the cart is re-priced by the server and a promo is checked on the package', async () => {
    const english = makeCourse({ id: 7, name: 'Tiếng Anh giao tiếp', price_new: 1490000, pods: [{ id: 21, cycle: 3, price: 149000 }] });
    const { user, calls } = openCart(makeCart([makeCartItem(english)]));
    const pick = await screen.findByRole('combobox', { name: 'Gói học của Tiếng Anh giao tiếp' });
    expect(pick).toHaveDisplayValue('Trọn khóa học — 1.490.000đ');
    await user.selectOptions(pick, 'Gói Tháng — 149.000đ/tháng');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ course_id: 7, pod_id: 21 });
    expect(await screen.findByText('Gói Tháng')).toBeInTheDocument();
    expect(amount('Tổng cộng')).toBe('149.000đ');
    expect(pick).toHaveDisplayValue('Gói Tháng — 149.000đ/tháng');
  });

  it('shows a guest cart with the server prices, a sized thumbnail, totals and the page meta', async () => {
    const counts = listen('cart:changed');
    const { calls } = openCart();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Giỏ hàng$/);
    const list = within(await screen.findByRole('region', { name: '1 khóa học trong giỏ' }));
    expect(list.getByRole('link', { name: 'SQL và PostgreSQL căn bản' })).toHaveAttribute('href', '/khoa-hoc/sql-c0034');
    const line = within(list.getByRole('listitem'));
    // the price paid, and the list price struck through and named for screen readers
    expect(line.getByText('490.000đ')).toBeInTheDocument();
    const listPrice = line.getByText('790.000đ');
    expect(listPrice).toHaveTextContent(/^Giá gốc 790\.000đ$/);
    expect(listPrice.tagName).toBe('S');
    // the thumbnail is decorative (alt="", inside a link hidden from screen readers) and reserves its box
    const thumb = line.getByRole('presentation', { hidden: true });
    expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['640', '360']);
    expect(amount('Tổng cộng')).toBe('490.000đ');
    expect(calls[0]?.guestToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(counts.at(-1)).toEqual({ v: 1, count: 1 });
    expect(document.title).toBe('Giỏ hàng | KhoaHoc.vn');
  });

  it('removes a course, tells the header, and then suggests browsing courses', async () => {
    const counts = listen('cart:changed');
    const toasts = listen('toast:show');
    const { user, calls } = openCart();
    await user.click(await screen.findByRole('button', { name: 'Xóa SQL và PostgreSQL căn bản khỏi giỏ hàng' }));
    expect(await screen.findByText('Giỏ hàng của bạn đang trống')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ course_id: 34 });
    expect(counts.at(-1)).toEqual({ v: 1, count: 0 });
    expect(toasts.at(-1)?.msg).toBe('Đã xóa khóa học khỏi giỏ hàng');
    expect(screen.getByRole('link', { name: 'Xem các khóa học' })).toHaveAttribute('href', '/khoa-hoc');
  });

  it('keeps a wrong promo code in the field with the server reason, and applies a good one', async () => {
    const { user } = openCart();
    const field = await screen.findByRole('textbox', { name: 'Mã khuyến mãi' });
    await user.type(field, 'sai-ma');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Mã khuyến mãi không tồn tại$/);
    expect(field).toHaveValue('sai-ma');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Mã khuyến mãi không tồn tại');

    await user.clear(field);
    await user.type(field, 'giam20');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText(/Đã áp dụng mã GIAM20: giảm 98\.000đ/)).toBeInTheDocument();
    expect(amount('Tổng cộng')).toBe('392.000đ');
  });

  it('shows an error with a retry when the cart cannot be loaded', async () => {
    installFakeApi({ 'GET /api/user/cart.json': () => fail(500, 'Máy chủ đang bận, vui lòng thử lại sau.') });
    renderPage('/gio-hang', '/gio-hang', <CartPage />);
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Không tải được giỏ hàng');
    expect(within(problem).getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
