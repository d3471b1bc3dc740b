import { SORT_ORDERS, searchRoute } from '@edu/shared/core';
import type { CourseListQuery, SortOrder } from '@edu/shared/core';

/** /tim-kiem/{slug}: the slug is the query with spaces as dashes; sort and page are search params. */
export const SEARCH_SORTS = Object.keys(SORT_ORDERS) as SortOrder[];
export const DEFAULT_SEARCH_SORT: SortOrder = 'default';

export interface SearchParams {
  sort: SortOrder;
  page: number;
}

export function parseSearchParams(search: URLSearchParams | string): SearchParams {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = p.get('sort');
  const page = Number(p.get('page'));
  return {
    sort: sort !== null && (SEARCH_SORTS as string[]).includes(sort) ? (sort as SortOrder) : DEFAULT_SEARCH_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The `q` of /tim-kiem?q=… (a plain GET form): spaces collapsed, at most 200 characters. */
export function plainQuery(raw: string | null): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** '/tim-kiem/toan?sort=date&page=2', leaving out the defaults; null for a blank query. */
export function searchHref(query: string, params: Partial<SearchParams> = {}): string | null {
  const path = searchRoute(query);
  if (!path) return null;
  const p = new URLSearchParams();
  if (params.sort && params.sort !== DEFAULT_SEARCH_SORT) p.set('sort', params.sort);
  if (params.page && params.page > 1) p.set('page', String(params.page));
  const qs = p.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The course list has its own sorts; SPEC's search orders map onto them: relevance is the API's
 * default for a query, date → newest first, title → matches in course titles, A→Z, content → matches in
 * the descriptions, by relevance (`search_in`).
 */
export function courseSearchQuery(query: string, { sort, page }: SearchParams, pageSize = 12): CourseListQuery {
  const base: CourseListQuery = { q: query, page, page_size: pageSize };
  if (sort === 'date') base.sort = 'newest';
  if (sort === 'title') base.sort = 'title';
  if (sort === 'title' || sort === 'content') base.search_in = sort;
  return base;
}
