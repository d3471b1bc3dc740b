import type { CourseListQuery } from '@edu/shared/core';
import type { CourseCardVm } from '../../../lib/course-view-model';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { getCourses } from './get-courses';

export interface RelatedQuery {
  /** Category slug or id the related courses come from; without it, featured courses. */
  category?: string;
  /** The course being viewed, left out of the list. */
  excludeId?: number;
  limit?: number;
}

export const DEFAULT_RELATED_LIMIT = 4;

/** Asks for one more than needed, so dropping the current course still fills the strip. */
export function relatedListQuery({ category, excludeId, limit = DEFAULT_RELATED_LIMIT }: RelatedQuery): CourseListQuery {
  const page_size = limit + (excludeId ? 1 : 0);
  return category ? { category, sort: 'popular', page: 1, page_size } : { section: 'featured', page: 1, page_size };
}

export function pickRelated(items: CourseCardVm[], { excludeId, limit = DEFAULT_RELATED_LIMIT }: RelatedQuery): CourseCardVm[] {
  return items.filter((c) => c.id !== excludeId).slice(0, limit);
}

export async function getRelatedCourses(query: RelatedQuery, signal?: AbortSignal): Promise<CourseCardVm[]> {
  const page = await getCourses(relatedListQuery(query), signal);
  return pickRelated(page.items, query);
}

export function useRelatedCourses(query: RelatedQuery): QueryResult<CourseCardVm[]> {
  return useQuery(['related', query.category ?? '', query.excludeId ?? 0, query.limit ?? DEFAULT_RELATED_LIMIT], (signal) =>
    getRelatedCourses(query, signal),
  );
}
