/** @jest-environment jsdom */
import { GUEST_TOKEN_KEY, addToCart, getBus, getCart, getGuestToken, refreshCartCount, removeFromCart, type BusEvents } from '../../src/core';
import { installFakeApi, signIn, signOut } from '../../src/testing';

function counts(): number[] {
  const seen: number[] = [];
  getBus().on('cart:changed', (e: BusEvents['cart:changed']) => seen.push(e.count));
  return seen;
}

// moved with the client from the catalogue: the token the guest cart lives under
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

describe('the cart client', () => {
  let items: Array<{ course: { id: number }; pod_id: number | null }>;
  const cart = () => ({ items, count: items.length, subtotal: 0 });
  const routes = {
    'GET /api/user/cart.json': cart,
    // like the server: one line per course, adding it again sets its package
    'PATCH /api/user/cart.json': (c: { body: unknown }) => {
      const { course_id, pod_id } = c.body as { course_id: number; pod_id: number | null };
      items = [...items.filter((i) => i.course.id !== course_id), { course: { id: course_id }, pod_id }];
      return cart();
    },
    'DELETE /api/user/cart.json': (c: { body: unknown }) => {
      const { course_id } = c.body as { course_id: number };
      items = items.filter((i) => i.course.id !== course_id);
      return cart();
    },
  };

  beforeEach(async () => {
    await signOut();
    localStorage.clear();
    document.cookie = 'edu_guest=; max-age=0; path=/';
    items = [{ course: { id: 3 }, pod_id: null }];
  });

  it('keeps a guest cart on the server under the guest token, once per course, and announces every count', async () => {
    getGuestToken(); // the guest's cart (course 3) lives under it
    const calls = installFakeApi(routes);
    const seen = counts();
    expect(await addToCart(5)).toMatchObject({ outcome: 'added', count: 2 });
    expect(await addToCart(5)).toMatchObject({ outcome: 'already', count: 2 });
    expect(await removeFromCart(3)).toMatchObject({ count: 1 });
    expect(seen).toEqual([2, 2, 1]);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PATCH', 'GET', 'DELETE']);
    expect(calls.every((c) => c.guestToken === getGuestToken())).toBe(true);
  });

  it('adds the package chosen, and adding the course as another package changes that line instead of a second one', async () => {
    getGuestToken();
    const calls = installFakeApi(routes);
    expect(await addToCart(5, 12)).toMatchObject({ outcome: 'added', count: 2 });
    expect(calls.at(-1)?.body).toEqual({ course_id: 5, pod_id: 12 });
    expect(await addToCart(5, 12)).toMatchObject({ outcome: 'already', count: 2 });
    expect(await addToCart(5, null)).toMatchObject({ outcome: 'package', count: 2 });
    expect(items.find((i) => i.course.id === 5)?.pod_id).toBeNull();
  });

  it('a first visit (no guest token, signed out) adds without looking first: one request, which makes the token', async () => {
    items = [];
    const calls = installFakeApi(routes);
    expect(await addToCart(5)).toMatchObject({ outcome: 'added', count: 1 });
    expect(calls.map((c) => c.method)).toEqual(['PATCH']);
    expect(calls[0]?.guestToken).toBe(localStorage.getItem(GUEST_TOKEN_KEY));
    // from then on the browser has a cart to look at
    expect(await addToCart(5)).toMatchObject({ outcome: 'already', count: 1 });
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'GET']);
  });

  it('uses the signed-in cart without a guest token', async () => {
    await signIn();
    const calls = installFakeApi(routes);
    expect(await addToCart(9)).toMatchObject({ outcome: 'added', count: 2 });
    expect(calls.every((c) => c.guestToken === null)).toBe(true);
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBeNull();
  });

  it('a first visit counts 0 without a request and without making a guest token; a guest with a token is asked', async () => {
    const calls = installFakeApi(routes);
    const seen = counts();
    expect(await refreshCartCount()).toBe(0);
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBeNull();
    getGuestToken();
    expect(await refreshCartCount()).toBe(1);
    expect(seen).toEqual([0, 1]);
  });

  it('a short answer reads as an empty cart, and a failed refresh never throws', async () => {
    installFakeApi({ 'GET /api/user/cart.json': () => ({}) });
    expect(await getCart()).toEqual({ items: [], count: 0, subtotal: 0 });
    await signIn();
    installFakeApi({});
    expect(await refreshCartCount()).toBeNull();
  });
});
