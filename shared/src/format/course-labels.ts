import { DEFAULT_PLATFORM_LABEL, PLATFORM_LABELS } from '../constants/labels';

/** 'Học trên App' for flatform_app …; empty, missing or unknown → 'Học trên Website và App'. */
export function platformLabel(flatformType: string | null | undefined): string {
  if (!flatformType || !Object.hasOwn(PLATFORM_LABELS, flatformType)) return DEFAULT_PLATFORM_LABEL;
  return PLATFORM_LABELS[flatformType as keyof typeof PLATFORM_LABELS];
}

/** Types that are single courses; any other non-empty type is a course group (SPEC §3). */
const SINGLE_COURSE_TYPES = new Set(['retail', 'api']);

/**
 * '12 khóa học' for a course group (non-retail, non-api type), else null.
 * A missing or empty type is not a group (null); a missing total_child counts as 0.
 */
export function courseTypeLabel(course: { type?: string | null; total_child?: number | null }): string | null {
  const type = course.type ?? '';
  if (type === '' || SINGLE_COURSE_TYPES.has(type)) return null;
  return `${course.total_child ?? 0} khóa học`;
}
