import { ENDPOINTS, apiGet, mapSubscriptions, type SubscriptionItem, type SubscriptionPlanDto } from '@edu/shared/core';
import { bearer } from './auth-request';

/** GET /api/user/my_subscription_plan.json with the new token, before it is in the session. */
export async function loadSubscriptions(token: string): Promise<SubscriptionItem[]> {
  const data = await apiGet<SubscriptionPlanDto[] | { items?: SubscriptionPlanDto[] }>(ENDPOINTS.mySubscriptionPlans, undefined, bearer(token));
  return mapSubscriptions(Array.isArray(data) ? data : (data?.items ?? []));
}
