import { ENDPOINTS, apiGet, type MyCourse, type MyCourseList } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

export const MY_COURSES_PAGE_SIZE = 12;
/** The API's largest page (my_course.json page_size ≤ 48). */
export const MY_COURSES_MAX = 48;

export function getMyCourses(page: number, pageSize: number, signal?: AbortSignal): Promise<MyCourseList> {
  return apiGet<MyCourseList>(ENDPOINTS.myCourses, { page, page_size: pageSize }, { signal }).then((d) => ({
    items: Array.isArray(d.items) ? d.items : ([] as MyCourse[]),
    page: d.page ?? page,
    page_size: d.page_size ?? pageSize,
    total: d.total ?? 0,
  }));
}

/** My owned courses with lesson progress; asked again on every visit (progress changes while learning). */
export function useMyCourses(page: number, enabled: boolean, pageSize = MY_COURSES_PAGE_SIZE) {
  return useQuery(['my-courses', page, pageSize], (signal) => getMyCourses(page, pageSize, signal), { enabled, staleMs: 0, keepPreviousData: true });
}
