/** The API takes at most 50 courses per order. */
export const MAX_COURSES = 50;

export type CourseIdsParam = { kind: 'absent' } | { kind: 'ids'; ids: number[] } | { kind: 'invalid' };

/**
 * `?course_ids=` of buy-now: '31', '31,32', or repeated (`course_ids=31&course_ids=32`). Duplicates are
 * dropped, order is kept. Anything that is not a list of positive integers (or more than 50) is invalid.
 */
export function parseCourseIds(params: URLSearchParams): CourseIdsParam {
  const raw = params.getAll('course_ids');
  if (raw.length === 0) return { kind: 'absent' };
  const parts = raw.flatMap((v) => v.split(',')).map((v) => v.trim());
  if (parts.length === 0 || parts.some((p) => !/^[1-9][0-9]{0,9}$/.test(p))) return { kind: 'invalid' };
  const ids = [...new Set(parts.map(Number))];
  if (ids.some((id) => id > 2147483647) || ids.length > MAX_COURSES) return { kind: 'invalid' };
  return { kind: 'ids', ids };
}

/**
 * `?pod_ids=9:12` (course 9 bought as its package 12; a comma list for several): the packages chosen on the course
 * page. Entries that are not two positive integers, or name a course not being bought, are ignored: that course is
 * then bought whole, as the server would price it.
 */
export function parsePodIds(params: URLSearchParams, courseIds: number[]): Record<string, number> {
  const pods: Record<string, number> = {};
  for (const entry of params.getAll('pod_ids').flatMap((v) => v.split(','))) {
    const m = /^([1-9][0-9]{0,9}):([1-9][0-9]{0,9})$/.exec(entry.trim());
    if (m && courseIds.includes(Number(m[1])) && Number(m[2]) <= 2147483647) pods[m[1]!] = Number(m[2]);
  }
  return pods;
}
