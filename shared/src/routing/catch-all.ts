/**
 * SPEC §2 catch-all: valid only with exactly two segments, the second a string. In the original
 * router every segment is a string, so "a string" means present and non-empty: '/a/b' and '/a/123'
 * are valid; '/a', '/a/b/c', '/a//b' and '//b' are not. One trailing slash is ignored ('/a/b/').
 */
export function isValidCatchAll(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) return false;
  const segments = path.slice(1).replace(/\/$/, '').split('/');
  return segments.length === 2 && segments.every((s) => s.length > 0);
}
