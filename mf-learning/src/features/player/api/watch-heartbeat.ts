import { ENDPOINTS, apiPost, type WatchHeartbeatRequest, type WatchSessionStarted } from '@edu/shared/core';
import type { SavedLog } from './save-learning-log';

/** POST watch_session.json: a viewing of one lesson; its nonce goes with every heartbeat. */
export function startWatchSession(lessonId: number): Promise<WatchSessionStarted> {
  return apiPost<WatchSessionStarted>(ENDPOINTS.watchSession, { lesson_id: lessonId });
}

/** POST heartbeat.json: where the video is now; the server credits what was watched since the last one. */
export function sendHeartbeat(body: WatchHeartbeatRequest): Promise<SavedLog> {
  return apiPost<SavedLog>(ENDPOINTS.watchHeartbeat, body);
}
