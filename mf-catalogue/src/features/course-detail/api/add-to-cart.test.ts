import { GUEST_TOKEN_KEY, getGuestToken } from '@edu/shared';
import { installFakeApi } from '@edu/shared/testing';
import { signIn, signOut } from '@edu/shared/testing';
import { addToCart, cartCount, cartHas } from './add-to-cart';

describe('cartCount / cartHas', () => {
  it.each([
    [{ items: [{ course: { id: 1 } }, { course: { id: 2 } }], count: 2 }, 2],
    [{ items: [{ course: { id: 1 } }] }, 1],
    [{ count: 4 }, 4],
    [null, 0],
  ])('%p has %p courses', (cart, n) => {
    expect(cartCount(cart)).toBe(n);
  });

  it.each([
    [{ items: [{ course: { id: 7 } }] }, 7, true],
    [{ items: [{ course: { id: 7 } }] }, 8, false],
    [{ items: [{}] }, 7, false],
    [undefined, 7, false],
  ])('%p has course %p: %p', (cart, id, has) => {
    expect(cartHas(cart, id)).toBe(has);
  });
});

describe('getGuestToken', () => {
  beforeEach(() => localStorage.clear());

  it('creates one URL-safe token and keeps it', () => {
    const token = getGuestToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(getGuestToken()).toBe(token);
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBe(token);
  });

  it.each(['short', 'has spaces in it here!!', ''])('replaces an invalid stored token %p', (bad) => {
    localStorage.setItem(GUEST_TOKEN_KEY, bad);
    expect(getGuestToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('addToCart', () => {
  let items: Array<{ course: { id: number } }>;
  const cart = () => ({ items, count: items.length });
  const routes = {
    'GET /api/user/cart.json': cart,
    'PATCH /api/user/cart.json': (c: { body: unknown }) => {
      items.push({ course: { id: (c.body as { course_id: number }).course_id } });
      return cart();
    },
  };

  beforeEach(() => {
    localStorage.clear();
    items = [{ course: { id: 3 } }];
  });

  it('keeps a guest cart on the server under the guest token, once per course', async () => {
    const calls = installFakeApi(routes);
    expect(await addToCart(5, false)).toEqual({ added: true, count: 2 });
    expect(await addToCart(5, false)).toEqual({ added: false, count: 2 });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PATCH', 'GET']);
    expect(calls.every((c) => c.guestToken === getGuestToken())).toBe(true);
  });

  it('uses the signed-in cart without a guest token', async () => {
    await signIn();
    try {
      const calls = installFakeApi(routes);
      expect(await addToCart(9, true)).toEqual({ added: true, count: 2 });
      expect(calls.every((c) => c.guestToken === null)).toBe(true);
      expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBeNull();
    } finally {
      await signOut();
    }
  });
});
