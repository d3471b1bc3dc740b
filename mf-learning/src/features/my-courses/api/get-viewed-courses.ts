import { ENDPOINTS, apiGet, type CourseSummary, type Paginated } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

export type ViewedCourse = CourseSummary & { viewed_at: string };

export const VIEWED_PAGE_SIZE = 12;

export function getViewedCourses(page: number, signal?: AbortSignal): Promise<Paginated<ViewedCourse>> {
  return apiGet<Paginated<ViewedCourse>>(ENDPOINTS.viewedCourses, { page, page_size: VIEWED_PAGE_SIZE }, { signal });
}

/** Courses the learner opened recently, newest first; asked again on each visit (it changes as they browse). */
export function useViewedCourses(page: number) {
  return useQuery(['viewed-courses', page], (signal) => getViewedCourses(page, signal), { staleMs: 0, keepPreviousData: true });
}
