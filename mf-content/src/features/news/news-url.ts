import { SORT_ORDERS } from '@edu/shared/core';
import type { SortOrder } from '@edu/shared/core';
import { isApiSlug, parsePage } from '../../lib/slug-query';

/**
 * News list state ↔ URL search params. Pure: the address bar is the only state of a news list, so
 * every view can be shared, reloaded and navigated back to. Defaults are left out of the URL.
 */
export const NEWS_SORTS = Object.keys(SORT_ORDERS) as SortOrder[];
export const DEFAULT_NEWS_SORT: SortOrder = 'default';
export const NEWS_PAGE_SIZE = 12;
const MAX_QUERY = 200;

export interface NewsFilters {
  q: string;
  sort: SortOrder;
  category: string | null;
  tag: string | null;
  page: number;
}

export const EMPTY_NEWS_FILTERS: Readonly<NewsFilters> = Object.freeze({ q: '', sort: DEFAULT_NEWS_SORT, category: null, tag: null, page: 1 });

function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
}

export function parseNewsFilters(search: URLSearchParams | string): NewsFilters {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = p.get('sort');
  return {
    q: cleanQuery(p.get('q')),
    sort: sort !== null && (NEWS_SORTS as string[]).includes(sort) ? (sort as SortOrder) : DEFAULT_NEWS_SORT,
    category: isApiSlug(p.get('category')) ? p.get('category') : null,
    tag: isApiSlug(p.get('tag')) ? p.get('tag') : null,
    page: parsePage(p.get('page')),
  };
}

/** '?q=ielts&sort=date&page=2' (stable key order, defaults left out); '' when everything is default. */
export function newsSearch(filters: Partial<NewsFilters>): string {
  const p = new URLSearchParams();
  const q = cleanQuery(filters.q);
  if (q) p.set('q', q);
  if (filters.sort && filters.sort !== DEFAULT_NEWS_SORT) p.set('sort', filters.sort);
  if (filters.category) p.set('category', filters.category);
  if (filters.tag) p.set('tag', filters.tag);
  if (filters.page && filters.page > 1) p.set('page', String(filters.page));
  const qs = p.toString();
  return qs ? `?${qs}` : '';
}

/** Any change but the page number itself starts again at page 1. */
export function applyNewsChange(current: NewsFilters, change: Partial<NewsFilters>): NewsFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export function newsHref(base: string, current: NewsFilters, change: Partial<NewsFilters> = {}): string {
  return `${base}${newsSearch(applyNewsChange(current, change))}`;
}

export interface PostListQuery {
  page: number;
  page_size: number;
  sort?: SortOrder;
  q?: string;
  category?: string;
  tag?: string;
}

/** The post.json query of a list; `fixed` pins the category or tag a page is about (from its path). */
export function toPostQuery(filters: NewsFilters, fixed: { category?: string; tag?: string } = {}, pageSize = NEWS_PAGE_SIZE): PostListQuery {
  const query: PostListQuery = { page: filters.page, page_size: pageSize };
  if (filters.sort !== DEFAULT_NEWS_SORT) query.sort = filters.sort;
  if (filters.q) query.q = filters.q;
  const category = fixed.category ?? filters.category;
  const tag = fixed.tag ?? filters.tag;
  if (category) query.category = category;
  if (tag) query.tag = tag;
  return query;
}
