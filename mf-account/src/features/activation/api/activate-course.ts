import { ENDPOINTS, apiGet, apiPost, courseRoute, learnRoute, mapSubscriptions, setSubscriptions, type SubscriptionPlanDto } from '@edu/shared';
import { invalidateQueries } from '../../../lib/use-query';
import { num, str, strOrNull } from '../../../lib/to-page';

export interface ActivatedCourse {
  courseId: number;
  name: string;
  learnRoute: string | null;
  detailRoute: string | null;
  expiresAt: string | null;
}

export function toActivated(raw: Record<string, unknown> | null | undefined): ActivatedCourse {
  const course = (raw?.course && typeof raw.course === 'object' ? raw.course : raw ?? {}) as Record<string, unknown>;
  const alias = str(course.alias);
  const code = str(course.alias_code);
  return {
    courseId: num(course.id ?? raw?.course_id),
    name: str(course.name, 'khóa học'),
    learnRoute: alias && code ? learnRoute(alias, code) : null,
    detailRoute: alias && code ? courseRoute(alias, code) : null,
    expiresAt: strOrNull(raw?.expires_at ?? course.expires_at),
  };
}

/**
 * POST /api/user/order/active.json { code } — then my-course lists are stale, and the session's
 * subscriptions are re-read (a code may grant a subscription path).
 */
export async function activateCourse(code: string): Promise<ActivatedCourse> {
  const raw = await apiPost<Record<string, unknown>>(ENDPOINTS.activateCourse, { code });
  invalidateQueries(['courses']);
  invalidateQueries(['orders']);
  apiGet<SubscriptionPlanDto[] | { items?: SubscriptionPlanDto[] }>(ENDPOINTS.mySubscriptionPlans).then(
    (d) => setSubscriptions(mapSubscriptions(Array.isArray(d) ? d : (d?.items ?? []))),
    () => undefined,
  );
  return toActivated(raw);
}
