import { ENDPOINTS, apiGet, apiPatch, getGuestToken, GUEST_TOKEN_HEADER } from '@edu/shared';

export interface AddToCartResult {
  /** false when the course was already in the cart. */
  added: boolean;
  count: number;
}

interface CartDto {
  items?: Array<{ course?: { id?: number } }>;
  count?: number;
}

export function cartCount(cart: CartDto | null | undefined): number {
  if (typeof cart?.count === 'number') return cart.count;
  return Array.isArray(cart?.items) ? cart.items.length : 0;
}

export function cartHas(cart: CartDto | null | undefined, courseId: number): boolean {
  return (cart?.items ?? []).some((item) => item.course?.id === courseId);
}

/**
 * Signed in: the user's cart. Guest: the server's guest cart under X-Guest-Token (merged at login).
 * Looks first, so adding twice says so instead of silently doing nothing.
 */
export async function addToCart(courseId: number, signedIn: boolean): Promise<AddToCartResult> {
  const config = signedIn ? {} : { headers: { [GUEST_TOKEN_HEADER]: getGuestToken() } };
  const current = await apiGet<CartDto>(ENDPOINTS.cart, undefined, config);
  if (cartHas(current, courseId)) return { added: false, count: cartCount(current) };
  const next = await apiPatch<CartDto>(ENDPOINTS.cart, { course_id: courseId }, config);
  return { added: true, count: cartCount(next) };
}
