import { apiPatch } from '@edu/shared';
import { ENDPOINTS } from '../../../lib/endpoints';
import { addToGuestCart } from '../../../lib/guest-cart';

export interface AddToCartResult {
  /** false when the course was already in the cart. */
  added: boolean;
  count: number;
}

/** Reads the cart size out of whatever cart shape the API sends back. */
export function cartCount(data: unknown, fallback: number): number {
  if (Array.isArray(data)) return data.length;
  if (typeof data === 'object' && data !== null) {
    const d = data as { count?: unknown; total?: unknown; items?: unknown };
    if (typeof d.count === 'number') return d.count;
    if (Array.isArray(d.items)) return d.items.length;
    if (typeof d.total === 'number') return d.total;
  }
  return fallback;
}

/** Signed in: PATCH cart.json {course_id}. Guest: the local guest cart (merged at login). */
export async function addToCart(courseId: number, signedIn: boolean): Promise<AddToCartResult> {
  if (!signedIn) return addToGuestCart(courseId);
  const data = await apiPatch<unknown>(ENDPOINTS.cart, { course_id: courseId });
  const already = typeof data === 'object' && data !== null && (data as { added?: unknown }).added === false;
  return { added: !already, count: cartCount(data, 1) };
}
