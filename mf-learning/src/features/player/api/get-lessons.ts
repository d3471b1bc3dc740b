import { ENDPOINTS, apiGet, type LessonList } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

export function getLessons(courseId: number, signal?: AbortSignal): Promise<LessonList> {
  return apiGet<LessonList>(ENDPOINTS.lessons, { course_id: courseId }, { signal }).then((d) => ({
    course_id: d.course_id,
    entitled: d.entitled === true,
    lessons: Array.isArray(d.lessons) ? d.lessons : [],
  }));
}

/** Outline with my log per lesson; always asked again on mount (progress changes while learning). */
export function useLessons(courseId: number | null, signedIn: boolean) {
  return useQuery(['lessons', courseId, signedIn], (signal) => getLessons(courseId!, signal), { enabled: courseId !== null, staleMs: 0 });
}
