import type { LearningLog } from '../schemas/learning';

export type { Certificate, LessonNote, LessonQuestion, LessonQuestionList, LearningLog, LessonDetail, LessonList, LessonVideo, MyCourse, MyCourseList } from '../schemas/learning';

/** PATCH /api/user/lesson/learning_log.json */
export interface LearningLogRequest extends Partial<Pick<LearningLog, 'progress' | 'completed'>> {
  lesson_id: number;
  position: number;
}
