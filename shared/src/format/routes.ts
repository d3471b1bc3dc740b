import { queryToSlug } from '../routing/search-slug';

const slug = (alias: string, aliasCode: string | number): string => `${encodeURIComponent(alias)}-${encodeURIComponent(String(aliasCode))}`;

/** Course detail page: '/khoa-hoc/{alias}-{aliasCode}'. Parts are URI-encoded so they cannot add segments. */
export function courseRoute(alias: string, aliasCode: string | number): string {
  return `/khoa-hoc/${slug(alias, aliasCode)}`;
}

/** Learning page: '/vao-hoc/{alias}-{aliasCode}'. */
export function learnRoute(alias: string, aliasCode: string | number): string {
  return `/vao-hoc/${slug(alias, aliasCode)}`;
}

/** /chung-chi/{code}: a certificate's public verification page. */
export const certificateRoute = (code: string): string => `/chung-chi/${encodeURIComponent(code)}`;

/**
 * Course search: '/tim-kiem/{slug}', spaces as dashes ('SQL căn bản' → '/tim-kiem/SQL-c%C4%83n-b%E1%BA%A3n'),
 * the one URL form of every search box and of the search page's canonical link; null for a blank query.
 */
export function searchRoute(query: string): string | null {
  const slug = queryToSlug(query);
  return slug ? `/tim-kiem/${slug}` : null;
}
