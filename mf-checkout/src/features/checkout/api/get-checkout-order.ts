import { ENDPOINTS, apiGet, getCart, type CourseDetail } from '@edu/shared/core';
import { cartLineView, courseLineView, type LineItemView } from '../../../components/ui/line-item-view';

/** What the checkout sells: the lines to buy, the ones already owned, and the server's subtotal. */
export interface CheckoutOrder {
  source: 'cart' | 'buy-now';
  lines: LineItemView[];
  owned: LineItemView[];
  subtotal: number;
  courseIds: number[];
  podIds: Record<string, number> | undefined;
}

export function checkoutOrderFromLines(
  source: CheckoutOrder['source'],
  lines: LineItemView[],
  owned: LineItemView[] = [],
  subtotal?: number,
): CheckoutOrder {
  const pods = lines.filter((l) => l.podId !== null).map((l) => [String(l.courseId), l.podId as number] as const);
  return {
    source,
    lines,
    owned,
    subtotal: subtotal ?? lines.reduce((s, l) => s + l.amount, 0),
    courseIds: lines.map((l) => l.courseId),
    podIds: pods.length ? Object.fromEntries(pods) : undefined,
  };
}

/** Checkout of the whole cart (server subtotal). */
export async function getCartOrder(signal?: AbortSignal): Promise<CheckoutOrder> {
  const cart = await getCart(signal);
  return checkoutOrderFromLines('cart', cart.items.map(cartLineView), [], cart.subtotal);
}

/**
 * Buy-now (`?course_ids=`, with `?pod_ids=` for packages): each course from course/details.json; `entitled` ones are
 * already the learner's.
 */
export async function getBuyNowOrder(ids: number[], podIds: Record<string, number> = {}, signal?: AbortSignal): Promise<CheckoutOrder> {
  const courses = await Promise.all(
    ids.map((id) => apiGet<{ course: CourseDetail }>(ENDPOINTS.courseDetails, { id }, { signal }).then((r) => r.course)),
  );
  const toBuy = courses.filter((c) => !c.entitled);
  const owned = courses.filter((c) => c.entitled);
  return checkoutOrderFromLines(
    'buy-now',
    toBuy.map((c) => courseLineView(c, podIds[String(c.id)])),
    owned.map((c) => courseLineView(c)),
  );
}
