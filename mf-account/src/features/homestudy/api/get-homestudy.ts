import { ENDPOINTS, apiGet } from '@edu/shared';
import type { QueryKey } from '@edu/shared';
import { num, str, strOrNull } from '../../../lib/to-page';
import type { HomeStudyOverview, HomeStudyPlan, HomeStudyProgramme } from '../types';

export const homeStudyKey: QueryKey = ['homestudy'];
const rows = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'object' && x !== null) : []);

/** Home-study is a subscription (plan path /home-study…): the learner's plans + the programmes they open. */
export function toPlans(raw: unknown, nowMs = Date.now()): HomeStudyPlan[] {
  return rows(raw)
    .filter((p) => str(p.path).startsWith('/home-study'))
    .map((p) => ({
      id: num(p.subscription_plan_id),
      name: str(p.name, 'Gói Home-study'),
      path: str(p.path),
      startDate: strOrNull(p.start_date),
      endDate: str(p.end_date),
      active: Date.parse(str(p.end_date)) > nowMs,
    }));
}

export function toProgrammes(raw: unknown): HomeStudyProgramme[] {
  const r = (raw ?? {}) as { page?: Record<string, unknown>; siblings?: unknown };
  const all = [...(r.page ? [r.page] : []), ...rows(r.siblings)];
  return all
    .map((p) => ({ slug: str(p.slug), title: str(p.title) }))
    .filter((p) => p.slug && p.title && p.slug !== 'home-study' && p.slug !== 'station');
}

/** GET my_subscription_plan.json + the home-study programmes (page payload siblings). */
export async function getHomeStudy(): Promise<HomeStudyOverview> {
  const [plans, page] = await Promise.all([
    apiGet<unknown>(ENDPOINTS.mySubscriptionPlans),
    // The station page's siblings are the programmes (there is no list call; the hub itself is not a page).
    apiGet<unknown>(ENDPOINTS.pageData, { path: '/home-study/station' }).catch(() => null),
  ]);
  return { plans: toPlans(plans), programmes: toProgrammes(page) };
}
