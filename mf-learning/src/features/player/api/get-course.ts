import { ENDPOINTS, apiGet, type CourseDetail, type CourseDetailsResponse } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

export function getCourse(slug: string, signal?: AbortSignal): Promise<CourseDetail> {
  return apiGet<CourseDetailsResponse>(ENDPOINTS.courseDetails, { alias: slug }, { signal }).then((d) => d.course);
}

/** The course of /vao-hoc/{alias}-{aliasCode}; keyed by the session too, since `entitled` depends on it. */
export function useLearnCourse(slug: string | null, signedIn: boolean) {
  return useQuery(['course', slug, signedIn], (signal) => getCourse(slug!, signal), { enabled: slug !== null, staleMs: 0 });
}
