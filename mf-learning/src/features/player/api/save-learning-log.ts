import { ENDPOINTS, apiPatch, type LearningLog, type LearningLogRequest } from '@edu/shared';

/** PATCH learning_log.json: position / progress / completion of one lesson; answers the stored log. */
export function saveLearningLog(body: LearningLogRequest): Promise<LearningLog> {
  return apiPatch<{ log: LearningLog }>(ENDPOINTS.learningLog, body).then((d) => d.log);
}
