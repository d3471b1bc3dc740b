/** Search keywords live in a path segment: spaces become dashes ('học online' ↔ 'học-online'). */
const MAX_QUERY = 200;

/** 'video-bị-giật' → 'video bị giật' (react-router has already decoded the segment). */
export function slugToQuery(slug: string | undefined): string {
  return (slug ?? '').replace(/[-+\s]+/g, ' ').trim().slice(0, MAX_QUERY);
}

/** 'video bị giật' → one safe, encoded path segment; '' for a blank query. */
export function queryToSlug(query: string): string {
  const words = query.trim().slice(0, MAX_QUERY).split(/\s+/).filter(Boolean);
  return encodeURIComponent(words.join('-'));
}

/** A page number from the URL: 1…10 000, anything else → 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= 10_000 ? n : 1;
}

/** The API's slug rule (ASCII letters, digits, '-' and '_'); anything else can never match. */
export function isApiSlug(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(value);
}
