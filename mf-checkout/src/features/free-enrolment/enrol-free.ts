import { getSessionStore, type CreateOrderRequest } from '@edu/shared/core';
import { createOrder } from '../../lib/order-api';

/**
 * SPEC §7 "Free enrolment": an order of the one course with the learner's details when present. The key
 * makes a double click, or the pending enrolment after sign-up racing the modal, one order.
 */
export async function enrolFree(courseId: number): Promise<void> {
  const user = getSessionStore().getState().userInfo;
  const request: CreateOrderRequest = { course_ids: [courseId] };
  if (user?.full_name) request.full_name = user.full_name;
  if (user?.email) request.email = user.email;
  if (user?.phone) request.phone = user.phone;
  await createOrder(request, `free-${courseId}-${user?.id ?? 'guest'}`);
}
