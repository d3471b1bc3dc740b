import { ENDPOINTS, apiDelete, apiGet, apiPatch, getBus, type Cart } from '@edu/shared/core';

/** The cart as the server prices it. Signed out, the shared client adds the guest token by itself. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiGet<Cart>(ENDPOINTS.cart, undefined, { signal }).then(normaliseCart);
}

export async function removeFromCart(courseId: number): Promise<Cart> {
  return normaliseCart(await apiDelete<Cart>(ENDPOINTS.cart, { data: { course_id: courseId } }));
}

/** Buys a cart line as one of its packages (`podId`), or as the whole course (null); the server re-prices the cart. */
export async function setLinePackage(courseId: number, podId: number | null): Promise<Cart> {
  return normaliseCart(await apiPatch<Cart>(ENDPOINTS.cart, { course_id: courseId, pod_id: podId }));
}

/** Tells the shell's header badge (and anyone else) how many courses the cart holds now. */
export function announceCartCount(count: number): void {
  getBus().emit('cart:changed', { v: 1, count });
}

/** Re-reads the cart only to update the badge (after an order took courses out of it); never throws. */
export async function refreshCartBadge(): Promise<void> {
  try {
    announceCartCount((await getCart()).count);
  } catch {
    // The badge is a hint; a failed refresh must not break the page that asked.
  }
}

/** Defensive: a missing list or count becomes an empty cart, so the page never crashes on a short answer. */
export function normaliseCart(cart: Partial<Cart> | null | undefined): Cart {
  const items = Array.isArray(cart?.items) ? cart.items : [];
  const subtotal = typeof cart?.subtotal === 'number' ? cart.subtotal : items.reduce((s, i) => s + (i.price ?? 0), 0);
  return { items, count: typeof cart?.count === 'number' ? cart.count : items.length, subtotal };
}
