import { ENDPOINTS, apiPatch, type LearningLog, type LearningLogRequest } from '@edu/shared/core';

export interface SavedLog {
  log: LearningLog;
  /** Set when this save completed the course's last lesson: the certificate just issued. */
  certificate: { code: string } | null;
}

/** PATCH learning_log.json: position / progress / completion of one lesson; answers the stored log. */
export function saveLearningLog(body: LearningLogRequest): Promise<SavedLog> {
  return apiPatch<SavedLog>(ENDPOINTS.learningLog, body);
}
