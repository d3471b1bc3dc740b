/**
 * '/khoa-hoc/{alias}-{aliasCode}': the alias may itself contain dashes, the code is the last part.
 * Returns null for anything that cannot be a course slug (so the page shows 404 without a call).
 */
export function parseCourseSlug(slug: string | undefined): { alias: string; aliasCode: string; slug: string } | null {
  const s = (slug ?? '').trim();
  if (s.length > 300 || /[\s/\\?#]/.test(s)) return null;
  const cut = s.lastIndexOf('-');
  if (cut <= 0 || cut === s.length - 1) return null;
  return { alias: s.slice(0, cut), aliasCode: s.slice(cut + 1), slug: s };
}
