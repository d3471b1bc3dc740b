/**
 * '/vao-hoc/{alias}-{aliasCode}': the whole segment is the API's alias parameter; it must at least
 * look like one (a dash with text on both sides, no spaces or separators), else it is a 404 without a call.
 */
export function parseCourseSlug(slug: string | undefined): string | null {
  const s = (slug ?? '').trim();
  if (!s || s.length > 300 || /[\s/\\?#]/.test(s)) return null;
  const cut = s.lastIndexOf('-');
  return cut > 0 && cut < s.length - 1 ? s : null;
}
