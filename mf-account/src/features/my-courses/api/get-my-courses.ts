import { ENDPOINTS, apiGet } from '@edu/shared';
import type { QueryKey } from '@edu/shared';
import { toPage, type Page } from '../../../lib/to-page';
import type { CourseListKind, MyCourse } from '../types';
import { toMyCourse } from './to-my-course';

export const PAGE_SIZE = 12;
export const myCoursesKey = (kind: CourseListKind, page: number): QueryKey => ['courses', kind, page];

/** My courses (owned, with lesson progress) and the courses I viewed recently. */
const SOURCES: Record<CourseListKind, string> = {
  owned: ENDPOINTS.myCourses,
  viewed: ENDPOINTS.viewedCourses,
};

export async function getMyCourses(kind: CourseListKind, page: number): Promise<Page<MyCourse>> {
  const raw = await apiGet<Parameters<typeof toPage>[0]>(SOURCES[kind], { page, page_size: PAGE_SIZE });
  return toPage(raw, toMyCourse, PAGE_SIZE);
}
