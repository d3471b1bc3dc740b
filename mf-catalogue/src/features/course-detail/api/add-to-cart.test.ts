import { GUEST_TOKEN_KEY, getGuestToken } from '@edu/shared/core';
import { installFakeApi } from '@edu/shared/testing';
import { signIn, signOut } from '@edu/shared/testing';
import { addToCart } from './add-to-cart';

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
  let items: Array<{ course: { id: number }; pod_id: number | null }>;
  const cart = () => ({ items, count: items.length });
  const routes = {
    'GET /api/user/cart.json': cart,
    // like the server: one line per course, adding it again sets its package
    'PATCH /api/user/cart.json': (c: { body: unknown }) => {
      const { course_id, pod_id } = c.body as { course_id: number; pod_id: number | null };
      items = [...items.filter((i) => i.course.id !== course_id), { course: { id: course_id }, pod_id }];
      return cart();
    },
  };

  beforeEach(() => {
    localStorage.clear();
    items = [{ course: { id: 3 }, pod_id: null }];
  });

  it('keeps a guest cart on the server under the guest token, once per course', async () => {
    const calls = installFakeApi(routes);
    expect(await addToCart(5, false)).toEqual({ outcome: 'added', count: 2 });
    expect(await addToCart(5, false)).toEqual({ outcome: 'already', count: 2 });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PATCH', 'GET']);
    expect(calls.every((c) => c.guestToken === getGuestToken())).toBe(true);
  });

  it('adds the package chosen, and adding the course as another package changes that line instead of a second one', async () => {
    const calls = installFakeApi(routes);
    expect(await addToCart(5, false, 12)).toEqual({ outcome: 'added', count: 2 });
    expect(calls.at(-1)?.body).toEqual({ course_id: 5, pod_id: 12 });
    expect(await addToCart(5, false, 12)).toEqual({ outcome: 'already', count: 2 });
    expect(await addToCart(5, false, null)).toEqual({ outcome: 'package', count: 2 });
    expect(items.find((i) => i.course.id === 5)?.pod_id).toBeNull();
  });

  it('uses the signed-in cart without a guest token', async () => {
    await signIn();
    try {
      const calls = installFakeApi(routes);
      expect(await addToCart(9, true)).toEqual({ outcome: 'added', count: 2 });
      expect(calls.every((c) => c.guestToken === null)).toBe(true);
      expect(localStorage.getItem(GUEST_TOKEN_KEY)).toBeNull();
    } finally {
      await signOut();
    }
  });
});
