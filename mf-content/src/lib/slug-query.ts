// Page numbers and API slugs in the content URLs (search keywords in a path: slugToQuery / queryToSlug in @edu/shared).

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
