import { ENDPOINTS, apiGet, type LessonDetail } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

export function getLesson(id: number, signal?: AbortSignal): Promise<LessonDetail> {
  return apiGet<{ lesson: LessonDetail }>(ENDPOINTS.lessonDetails, { id }, { signal }).then((d) => d.lesson);
}

/**
 * Content and video of a lesson. Only asked for lessons the learner may watch: the shared client
 * sends every 403 to '/', so a locked lesson is explained here without calling the API.
 */
export function useLesson(id: number | null, signedIn: boolean) {
  return useQuery(['lesson', id, signedIn], (signal) => getLesson(id!, signal), { enabled: id !== null, staleMs: 0 });
}
