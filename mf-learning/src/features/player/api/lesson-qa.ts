import { ENDPOINTS, apiGet, apiPost, type LessonQuestionList } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

/** Questions on a lesson, newest first, with their answers. */
export function useLessonQuestions(lessonId: number) {
  return useQuery(['questions', lessonId], (signal) => apiGet<LessonQuestionList>(ENDPOINTS.lessonQuestions, { lesson_id: lessonId }, { signal }), {
    staleMs: 0,
  });
}

export const askQuestion = (lessonId: number, body: string) => apiPost<{ id: number }>(ENDPOINTS.lessonQuestions, { lesson_id: lessonId, body });
export const answerQuestion = (questionId: number, body: string) => apiPost<null>(ENDPOINTS.lessonAnswers, { question_id: questionId, body });
export const reportQa = (kind: 'question' | 'answer', id: number) => apiPost<null>(ENDPOINTS.lessonQaReport, { kind, id });
