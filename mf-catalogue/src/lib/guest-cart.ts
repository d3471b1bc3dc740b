/**
 * A guest's cart before sign-in: course ids in localStorage under GUEST_CART_KEY as
 * `{ "v": 1, "ids": [12, 7] }`. The checkout remote shows it and the account flow merges it into
 * the server cart at login (PATCH /api/user/cart.json per id), then clears it.
 */
export const GUEST_CART_KEY = 'edu:guest-cart';

interface GuestCart {
  v: 1;
  ids: number[];
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // privacy mode / disabled storage
  }
}

export function readGuestCart(): number[] {
  const raw = storage()?.getItem(GUEST_CART_KEY);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as Partial<GuestCart>;
    return Array.isArray(parsed.ids) ? parsed.ids.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** Adds `courseId` once; tells whether it was new and how many courses the cart now holds. */
export function addToGuestCart(courseId: number): { added: boolean; count: number } {
  const ids = readGuestCart();
  if (ids.includes(courseId)) return { added: false, count: ids.length };
  const next: GuestCart = { v: 1, ids: [...ids, courseId] };
  storage()?.setItem(GUEST_CART_KEY, JSON.stringify(next));
  return { added: true, count: next.ids.length };
}
