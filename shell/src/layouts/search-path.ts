import { queryToSlug } from '@edu/shared/core';

/**
 * Where the shell's search boxes (header, menu drawer) go: /tim-kiem/{slug}, the same URL the search page's
 * own box and its canonical link use ('SQL căn bản' → /tim-kiem/SQL-c%C4%83n-b%E1%BA%A3n); null when blank.
 */
export function courseSearchPath(query: string): string | null {
  const slug = queryToSlug(query);
  return slug ? `/tim-kiem/${slug}` : null;
}
