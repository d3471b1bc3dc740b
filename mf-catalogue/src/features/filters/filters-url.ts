import type { CourseListQuery, FlatformType } from '@edu/shared/core';

/** Course list filters ↔ URL search params. Pure: the URL is the only state of a list page. */
export type CourseSort = NonNullable<CourseListQuery['sort']>;
export type PlatformFilter = Exclude<FlatformType, ''>;

export const COURSE_SORT_LABELS: Readonly<Record<CourseSort, string>> = {
  newest: 'Mới nhất',
  popular: 'Phổ biến nhất',
  price_asc: 'Giá thấp đến cao',
  price_desc: 'Giá cao đến thấp',
  title: 'Tên khóa học (A–Z)',
};

export type CourseSection = NonNullable<CourseListQuery['section']>;

/** Home-page sections, also reachable as a list (?section=free): the banners and "Xem tất cả" link there. */
export const SECTION_TITLES: Readonly<Record<CourseSection, string>> = {
  featured: 'Khóa học nổi bật',
  new: 'Khóa học mới',
  free: 'Khóa học miễn phí',
};

export const PLATFORM_FILTERS: readonly PlatformFilter[] = ['flatform_web', 'flatform_app', 'flatform_web_app', 'platform_cross'];
export const COURSE_PAGE_SIZE = 12;
const MAX_PAGE = 10_000;

export interface CourseFilters {
  page: number;
  q: string | null;
  section: CourseSection | null;
  category: string | null;
  subject: string | null;
  price_range: number | null;
  flatform_type: PlatformFilter | null;
  sort: CourseSort | null;
}

export const EMPTY_FILTERS: Readonly<CourseFilters> = Object.freeze({
  page: 1,
  q: null,
  section: null,
  category: null,
  subject: null,
  price_range: null,
  flatform_type: null,
  sort: null,
});

const SLUG = /^[\p{L}\p{N}_-]{1,100}$/u;

function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

function parseSlug(raw: string | null): string | null {
  const s = raw?.trim() ?? '';
  return SLUG.test(s) ? s : null;
}

function parseId(raw: string | null): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

function oneOf<T extends string>(raw: string | null, allowed: readonly T[]): T | null {
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** Anything malformed in the URL is dropped, never an error: a hand-edited link still shows a list. */
export function parseFilters(search: URLSearchParams | string): CourseFilters {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q = p.get('q')?.trim().slice(0, 200) || null;
  return {
    page: parsePage(p.get('page')),
    q,
    section: oneOf(p.get('section'), Object.keys(SECTION_TITLES) as CourseSection[]),
    category: parseSlug(p.get('category')),
    subject: parseSlug(p.get('subject')),
    price_range: parseId(p.get('price_range')),
    flatform_type: oneOf(p.get('flatform_type'), PLATFORM_FILTERS),
    sort: oneOf(p.get('sort'), Object.keys(COURSE_SORT_LABELS) as CourseSort[]),
  };
}

/** '?category=toan&page=2', in a stable order, without defaults; '' when nothing is set. */
export function filtersToSearch(f: CourseFilters): string {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.section) p.set('section', f.section);
  if (f.category) p.set('category', f.category);
  if (f.subject) p.set('subject', f.subject);
  if (f.price_range) p.set('price_range', String(f.price_range));
  if (f.flatform_type) p.set('flatform_type', f.flatform_type);
  if (f.sort) p.set('sort', f.sort);
  if (f.page > 1) p.set('page', String(f.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * Applies a change: any filter change goes back to page 1 (the old page may not exist any more),
 * and a new category drops the subject (subjects belong to a category).
 */
export function changeFilters(f: CourseFilters, patch: Partial<CourseFilters>): CourseFilters {
  const next: CourseFilters = { ...f, ...patch };
  if (patch.page === undefined) next.page = 1;
  if (patch.category !== undefined && patch.category !== f.category && patch.subject === undefined) next.subject = null;
  return next;
}

export function activeFilterCount(f: CourseFilters): number {
  return [f.q, f.section, f.category, f.subject, f.price_range, f.flatform_type].filter((v) => v !== null).length;
}

/** The API query for these filters (course.json). */
export function toCourseQuery(f: CourseFilters, pageSize: number = COURSE_PAGE_SIZE): CourseListQuery {
  const query: CourseListQuery = { page: f.page, page_size: pageSize };
  if (f.q) query.q = f.q;
  if (f.section) query.section = f.section;
  if (f.category) query.category = f.category;
  if (f.subject) query.subject = f.subject;
  if (f.price_range) query.price_range = f.price_range;
  if (f.flatform_type) query.flatform_type = f.flatform_type;
  if (f.sort) query.sort = f.sort;
  return query;
}
