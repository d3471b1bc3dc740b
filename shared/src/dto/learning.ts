import type { LearningLog } from '../schemas/learning';

export type {
  Certificate,
  LessonWatch,
  WatchSessionStarted,
  LessonNote,
  LessonQuestion,
  LessonQuestionList,
  LearningLog,
  LessonDetail,
  LessonList,
  LessonVideo,
  MyCourse,
  MyCourseList,
} from '../schemas/learning';

/** PATCH /api/user/lesson/learning_log.json */
export interface LearningLogRequest extends Partial<Pick<LearningLog, 'progress' | 'completed'>> {
  lesson_id: number;
  position: number;
}

/** POST /api/user/lesson/heartbeat.json: sent while a video plays (seq strictly increasing per session). */
export interface WatchHeartbeatRequest {
  nonce: string;
  seq: number;
  position: number;
  rate: number;
}
