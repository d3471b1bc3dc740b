/**
 * Search keywords live in a path segment (/tim-kiem/{slug}, /ho-tro-khach-hang/tim-kiem/{slug}): spaces
 * become dashes ('học online' ↔ 'học-online'), capped at 200 characters.
 */
const MAX_QUERY = 200;

/** 'toán-lớp-10' → 'toán lớp 10' (react-router has already decoded the segment). */
export function slugToQuery(slug: string | undefined): string {
  return (slug ?? '')
    .replace(/[-+\s]+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY);
}

/** 'toán lớp 10' → 'to%C3%A1n-l%E1%BB%9Bp-10': one safe, encoded path segment ('' for a blank query). */
export function queryToSlug(query: string): string {
  const words = query.trim().slice(0, MAX_QUERY).split(/\s+/).filter(Boolean);
  return encodeURIComponent(words.join('-'));
}
