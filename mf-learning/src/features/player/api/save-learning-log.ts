import { ENDPOINTS, apiPatch, type LearningLog, type LearningLogRequest, type LessonWatch } from '@edu/shared/core';

export interface SavedLog {
  log: LearningLog;
  /** What the server counted of the lesson (completion needs watched_seconds ≥ required_seconds). */
  watch?: LessonWatch;
  /** Set when this save completed the course's last lesson: the certificate just issued. */
  certificate: { code: string } | null;
}

/**
 * PATCH learning_log.json: the resume position and the progress shown; `completed: true` asks the server to complete
 * the lesson (409 with how much is left to watch unless its heartbeats counted enough). Answers the stored log.
 */
export function saveLearningLog(body: LearningLogRequest): Promise<SavedLog> {
  return apiPatch<SavedLog>(ENDPOINTS.learningLog, body);
}
