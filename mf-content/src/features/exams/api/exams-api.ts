import { ENDPOINTS, apiGet, apiPost, type ExamAttemptStarted, type ExamResult, type ExamSummary } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

/** GET exam.json: the portal's mock exams (public, rendered on the server). */
export function useExams() {
  return useQuery(['exams'], (signal) => apiGet<ExamSummary[]>(ENDPOINTS.exams, undefined, { signal }));
}

export function startExam(slug: string): Promise<ExamAttemptStarted> {
  return apiPost<ExamAttemptStarted>(ENDPOINTS.examStart, { slug });
}

/** question id → chosen option index; the server scores and answers the review. */
export function submitExam(attemptId: number, answers: Record<string, number>): Promise<ExamResult> {
  return apiPost<ExamResult>(ENDPOINTS.examSubmit, { attempt_id: attemptId, answers });
}
