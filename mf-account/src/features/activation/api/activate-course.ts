import {
  ENDPOINTS,
  apiGet,
  apiPost,
  courseRoute,
  learnRoute,
  mapSubscriptions,
  setSubscriptions,
  type CourseDetail,
  type SubscriptionPlanDto,
} from '@edu/shared/core';
import { invalidateQueries } from '../../../lib/use-query';

export interface ActivatedCourse {
  courseId: number;
  name: string;
  learnRoute: string | null;
  detailRoute: string | null;
}

export function toActivated(course: CourseDetail): ActivatedCourse {
  return {
    courseId: course.id,
    name: course.name || 'khóa học',
    learnRoute: learnRoute(course.alias, course.alias_code),
    detailRoute: courseRoute(course.alias, course.alias_code),
  };
}

/**
 * POST /api/user/order/active.json { code } — then my-course lists are stale, and the session's
 * subscriptions are re-read (a code may grant a subscription path).
 */
export async function activateCourse(code: string): Promise<ActivatedCourse> {
  const { course } = await apiPost<{ course: CourseDetail }>(ENDPOINTS.activateCourse, { code });
  invalidateQueries(['courses']);
  invalidateQueries(['orders']);
  apiGet<SubscriptionPlanDto[]>(ENDPOINTS.mySubscriptionPlans).then(
    (plans) => setSubscriptions(mapSubscriptions(plans)),
    () => undefined,
  );
  return toActivated(course);
}
