import { getBus } from '../bus/bus';
import type { Cart, CartItem } from '../dto';
import { apiDelete, apiGet, apiPatch } from '../http/api-client';
import { ENDPOINTS } from '../http/endpoints';
import { isAuthenticated } from '../session/session-rules';
import { getSessionStore } from '../session/session-store';
import { hasGuestToken } from '../session/guest-token';

/**
 * The cart's one client, for every package: the shell's badge, the catalogue's buttons and the checkout.
 * Signed out, the shared API client sends the guest token itself (session/guest-token.ts, cookie edu_guest too),
 * so the guest cart follows the visitor into their account. Every write announces the new count on the bus
 * (`cart:changed`): whoever changes the cart, the header badge follows without a second request.
 */

/** What adding did: 'added'; 'package' when the course was in the cart as another package (now this one); 'already'. */
type AddToCartOutcome = 'added' | 'package' | 'already';
export interface AddToCartResult {
  outcome: AddToCartOutcome;
  count: number;
  cart: Cart;
}

/** Defensive: a missing list or count becomes an empty cart, so no page crashes on a short answer. */
function normaliseCart(cart: Partial<Cart> | null | undefined): Cart {
  const items = Array.isArray(cart?.items) ? cart.items : [];
  const subtotal = typeof cart?.subtotal === 'number' ? cart.subtotal : items.reduce((s, i) => s + (i.price ?? 0), 0);
  return { items, count: typeof cart?.count === 'number' ? cart.count : items.length, subtotal };
}

/** Tells the shell's header badge (and anyone else) how many courses the cart holds now. */
export function announceCartCount(count: number): void {
  getBus().emit('cart:changed', { v: 1, count });
}

/** The cart as the server prices it (a read: announces nothing). */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiGet<Cart>(ENDPOINTS.cart, undefined, { signal }).then(normaliseCart);
}

/** The line of `courseId` in the cart, if any. */
const cartLine = (cart: Cart, courseId: number): CartItem | undefined => cart.items.find((item) => item.course.id === courseId);

/** No guest token and not signed in: this browser has no cart yet (a guest cart exists only under a token). */
const noCartYet = (): boolean => !isAuthenticated(getSessionStore().getState()) && !hasGuestToken();

/**
 * Adds a course, whole (`podId` null) or as one of its packages. Looks first, so adding twice says so instead of
 * silently doing nothing; the server keeps one line per course, so adding it as another package changes that line.
 * A first visit has nothing to look at: its first add is one request, not two (a round trip on a phone's line).
 */
export async function addToCart(courseId: number, podId: number | null = null): Promise<AddToCartResult> {
  const current = noCartYet() ? normaliseCart(null) : await getCart();
  const line = cartLine(current, courseId);
  if (line && (line.pod_id ?? null) === podId) {
    announceCartCount(current.count);
    return { outcome: 'already', count: current.count, cart: current };
  }
  const next = await setCartLinePackage(courseId, podId);
  return { outcome: line ? 'package' : 'added', count: next.count, cart: next };
}

/** Buys a line as one of its packages (`podId`), or as the whole course (null); the server re-prices the cart. */
export async function setCartLinePackage(courseId: number, podId: number | null): Promise<Cart> {
  const next = normaliseCart(await apiPatch<Cart>(ENDPOINTS.cart, { course_id: courseId, pod_id: podId }));
  announceCartCount(next.count);
  return next;
}

export async function removeFromCart(courseId: number): Promise<Cart> {
  const next = normaliseCart(await apiDelete<Cart>(ENDPOINTS.cart, { data: { course_id: courseId } }));
  announceCartCount(next.count);
  return next;
}

/**
 * Re-reads the count and announces it (at boot, on sign-in/out, after an order took courses out). A first visit
 * has no cart (a guest cart exists only under a guest token): 0, no request and no token made. Never throws: the
 * badge is a hint; null when the read failed.
 */
export async function refreshCartCount(): Promise<number | null> {
  if (noCartYet()) {
    announceCartCount(0);
    return 0;
  }
  try {
    const { count } = await getCart();
    announceCartCount(count);
    return count;
  } catch {
    return null;
  }
}
