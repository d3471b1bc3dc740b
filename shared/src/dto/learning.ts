import type { CourseSummary, LessonOutlineItem } from './catalogue';
import type { Paginated } from './envelope';

export interface LearningLog {
  position: number;
  progress: number;
  completed: boolean;
  updated_at: string;
}

/** Shape read by shared/src/video/build-video-sources.ts (paths joined with settings.video head / after). */
export interface LessonVideo {
  youtube: string | null;
  adaptive_link: string | null;
  links: Partial<Record<240 | 360 | 480 | 720 | 1080, string>>;
  qualities: number[];
}

/** GET /api/user/lesson.json?course_id= */
export interface LessonList {
  course_id: number;
  entitled: boolean;
  lessons: Array<LessonOutlineItem & { course_id: number; log: LearningLog | null }>;
}

/** GET /api/user/lesson/details.json?id= (403 unless entitled or free preview) */
export interface LessonDetail extends LessonOutlineItem {
  course_id: number;
  content: string;
  alias: string;
  alias_code: string;
  course_name: string;
  video: LessonVideo;
  entitled: boolean;
  log: LearningLog | null;
}

/** PATCH /api/user/lesson/learning_log.json */
export interface LearningLogRequest {
  lesson_id: number;
  position: number;
  progress?: number;
  completed?: boolean;
}

export interface MyCourse extends CourseSummary {
  source: 'order' | 'free' | 'activation';
  enrolled_at: string;
  expires_at: string | null;
  lesson_count: number;
  completed_count: number;
}

export type MyCourseList = Paginated<MyCourse>;
