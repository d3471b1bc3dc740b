import { ENDPOINTS, apiGet, apiPatch, getGuestToken, GUEST_TOKEN_HEADER, type Cart, type CartItem } from '@edu/shared/core';

export interface AddToCartResult {
  /** 'added'; 'package' when the course was in the cart as another package (now this one); 'already' otherwise. */
  outcome: 'added' | 'package' | 'already';
  count: number;
}

type CartDto = Pick<Cart, 'count'> & { items: Array<Pick<CartItem, 'pod_id'> & { course: Pick<CartItem['course'], 'id'> }> };

export const cartCount = (cart: CartDto): number => cart.count;

/** The line of `courseId` in the cart, if any. */
export const cartLine = (cart: CartDto, courseId: number) => cart.items.find((item) => item.course.id === courseId);

/**
 * Signed in: the user's cart. Guest: the server's guest cart under X-Guest-Token (merged at login).
 * Looks first, so adding twice says so instead of silently doing nothing; `podId` is the package chosen (null: the
 * whole course).
 */
export async function addToCart(courseId: number, signedIn: boolean, podId: number | null = null): Promise<AddToCartResult> {
  const config = signedIn ? {} : { headers: { [GUEST_TOKEN_HEADER]: getGuestToken() } };
  const current = await apiGet<CartDto>(ENDPOINTS.cart, undefined, config);
  const line = cartLine(current, courseId);
  if (line && (line.pod_id ?? null) === podId) return { outcome: 'already', count: cartCount(current) };
  // the server keeps one line per course: adding it again as another package changes that line's package
  const next = await apiPatch<CartDto>(ENDPOINTS.cart, { course_id: courseId, pod_id: podId }, config);
  return { outcome: line ? 'package' : 'added', count: cartCount(next) };
}
