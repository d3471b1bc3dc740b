import { ENDPOINTS, apiGet, type SubscriptionPlanDto } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

/** my_subscription_plan.json also names each plan and when it started. */
export type MyPlanDto = SubscriptionPlanDto;

export interface HomeStudyPlan {
  id: number;
  name: string;
  endDate: string;
  active: boolean;
}

/** Home-study is a subscription whose plan path starts with /home-study; active until its end date. */
export function toHomeStudyPlans(plans: MyPlanDto[], nowMs = Date.now()): HomeStudyPlan[] {
  return plans
    .filter((p) => p.path.startsWith('/home-study'))
    .map((p) => ({ id: p.subscription_plan_id, name: p.name || 'Gói Home-study', endDate: p.end_date, active: Date.parse(p.end_date) > nowMs }));
}

export function useMyHomeStudyPlans() {
  return useQuery(
    ['my-home-study-plans'],
    async (signal) => toHomeStudyPlans(await apiGet<MyPlanDto[]>(ENDPOINTS.mySubscriptionPlans, undefined, { signal })),
    {
      staleMs: 0,
    },
  );
}
