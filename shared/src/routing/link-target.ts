/**
 * Where an API-supplied link (banner, menu) may point: a same-site path, or an absolute http(s) URL
 * opened in a new tab. Anything else (javascript:, data:, //host, blank) is not a link.
 */
export function linkTarget(link: unknown): { href: string | null; external: boolean } {
  if (typeof link !== 'string' || link.trim() === '') return { href: null, external: false };
  const l = link.trim();
  if (l.startsWith('/') && !l.startsWith('//')) return { href: l, external: false };
  if (/^https?:\/\//i.test(l)) return { href: l, external: true };
  return { href: null, external: false };
}
