import { ENDPOINTS, apiGet } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';
import { toCourseDetailVm, type CourseDetailDto, type CourseDetailVm } from '../course-detail-vm';

/** GET course/details.json?alias={alias}-{aliasCode}; the course is read from data.course (SPEC §7). */
export async function getCourseDetail(slug: string, signal?: AbortSignal): Promise<CourseDetailVm> {
  const data = await apiGet<{ course: CourseDetailDto }>(ENDPOINTS.courseDetails, { alias: slug }, { signal });
  if (!data?.course) throw Object.assign(new Error('Không tìm thấy khóa học'), { status: 404 });
  return toCourseDetailVm(data.course);
}

export const courseDetailKey = (slug: string, signedIn: boolean) => ['course', slug, signedIn ? 'user' : 'guest'] as const;

/**
 * Keyed by sign-in state and kept briefly: entitlement and my vote depend on who asks. The server renders the
 * anonymous copy; a signed-in learner's page keeps showing it (not a skeleton) while theirs loads, so the buttons
 * they see stay where they are, and a tap on them is not lost.
 */
export function useCourseDetail(slug: string | null, signedIn: boolean) {
  return useQuery(courseDetailKey(slug ?? '', signedIn), (signal) => getCourseDetail(slug ?? '', signal), {
    enabled: slug !== null,
    staleMs: 15_000,
    placeholderFrom: signedIn ? courseDetailKey(slug ?? '', false) : undefined,
  });
}
