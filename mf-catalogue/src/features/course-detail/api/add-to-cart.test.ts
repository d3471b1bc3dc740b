import { GUEST_CART_KEY, readGuestCart } from '../../../lib/guest-cart';
import { addToCart, cartCount } from './add-to-cart';

describe('cartCount', () => {
  it.each([
    [[{ id: 1 }, { id: 2 }], 0, 2],
    [{ items: [{ id: 1 }] }, 0, 1],
    [{ count: 4, items: [] }, 0, 4],
    [{ total: 3 }, 0, 3],
    [null, 1, 1],
    ['ok', 2, 2],
  ])('%p → %p', (data, fallback, expected) => {
    expect(cartCount(data, fallback)).toBe(expected);
  });
});

describe('addToCart for a guest', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the course ids in the local guest cart, once each', async () => {
    expect(await addToCart(5, false)).toEqual({ added: true, count: 1 });
    expect(await addToCart(8, false)).toEqual({ added: true, count: 2 });
    expect(await addToCart(5, false)).toEqual({ added: false, count: 2 });
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '')).toEqual({ v: 1, ids: [5, 8] });
  });

  it.each(['not json', '{"ids":"x"}', '{"v":1,"ids":[1,-2,"3",4.5,6]}'])('survives a damaged cart %p', (raw) => {
    localStorage.setItem(GUEST_CART_KEY, raw);
    expect(readGuestCart()).toEqual(raw.startsWith('{"v"') ? [1, 6] : []);
  });
});
