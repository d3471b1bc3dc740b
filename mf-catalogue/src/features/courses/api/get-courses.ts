import { ENDPOINTS, apiGet } from '@edu/shared/core';
import type { CourseListQuery, CourseSummary, Paginated } from '@edu/shared/core';
import { toCourseCard, type CourseCardVm } from '../../../lib/course-view-model';
import { totalPagesOf } from '@edu/shared/core';
import { useQuery, type QueryResult } from '../../../lib/use-query';

export interface CoursePage {
  items: CourseCardVm[];
  page: number;
  pageSize: number;
  total: number;
  /** false: more than `total` courses match (the API counts up to 1,000); only the first pages have numbers. */
  totalExact: boolean;
  totalPages: number;
}

/** The API numbers the first 100 pages of a list it could not count (api courses-repo NUMBERED_PAGES). */
const NUMBERED_PAGES = 100;

/** Query parameters without empty values, so equal queries share one cache key and one URL. */
export function compactQuery(query: CourseListQuery): CourseListQuery {
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) as CourseListQuery;
}

export function toCoursePage(data: Paginated<CourseSummary>, query: CourseListQuery): CoursePage {
  const items = Array.isArray(data?.items) ? data.items : [];
  const pageSize = data?.page_size || query.page_size || items.length;
  const total = typeof data?.total === 'number' ? data.total : items.length;
  const totalExact = (data as { total_exact?: boolean } | undefined)?.total_exact !== false;
  const totalPages = totalExact ? totalPagesOf(total, pageSize) : Math.min(NUMBERED_PAGES, totalPagesOf(total, pageSize));
  return { items: items.map(toCourseCard), page: data?.page || query.page || 1, pageSize, total, totalExact, totalPages };
}

export async function getCourses(query: CourseListQuery, signal?: AbortSignal): Promise<CoursePage> {
  const params = compactQuery(query);
  const data = await apiGet<Paginated<CourseSummary>>(ENDPOINTS.courses, params, { signal });
  return toCoursePage(data, params);
}

export const coursesKey = (query: CourseListQuery) => ['courses', compactQuery(query)] as const;

export function useCourses(query: CourseListQuery, enabled = true): QueryResult<CoursePage> {
  return useQuery(coursesKey(query), (signal) => getCourses(query, signal), { keepPreviousData: true, enabled });
}
