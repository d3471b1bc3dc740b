import { apiGet } from '@edu/shared';
import type { QueryKey } from '../../../lib/query-cache';
import { toPage, type Page } from '../../../lib/to-page';
import type { CourseListKind, MyCourse } from '../types';
import { toMyCourse } from './to-my-course';

export const PAGE_SIZE = 12;
export const myCoursesKey = (kind: CourseListKind, page: number): QueryKey => ['account', 'courses', kind, page];

/** The three account course lists and where each comes from. */
const SOURCES: Record<CourseListKind, { url: string; params: Record<string, string> }> = {
  owned: { url: '/api/user/my_course.json', params: {} },
  viewed: { url: '/api/user/my_course.json', params: { list: 'viewed' } },
  homestudy: { url: '/api/user/my_course.json', params: { list: 'homestudy' } },
};

export async function getMyCourses(kind: CourseListKind, page: number): Promise<Page<MyCourse>> {
  const { url, params } = SOURCES[kind];
  const raw = await apiGet<Parameters<typeof toPage>[0]>(url, { ...params, page, page_size: PAGE_SIZE });
  return toPage(raw, toMyCourse, PAGE_SIZE);
}
