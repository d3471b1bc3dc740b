import { ENDPOINTS, apiDelete, apiGet, apiPost, type LessonNote } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

/** My notes on a lesson (signed in only), in the order of its video. */
export function useLessonNotes(lessonId: number, enabled: boolean) {
  return useQuery(['notes', lessonId], (signal) => apiGet<LessonNote[]>(ENDPOINTS.lessonNotes, { lesson_id: lessonId }, { signal }), {
    enabled,
    staleMs: 0,
  });
}

export const addNote = (lessonId: number, position: number, body: string) =>
  apiPost<LessonNote>(ENDPOINTS.lessonNotes, { lesson_id: lessonId, position, body });
export const deleteNote = (id: number) => apiDelete<null>(ENDPOINTS.lessonNotes, { data: { id } });
