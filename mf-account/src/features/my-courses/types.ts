export type CourseListKind = 'owned' | 'viewed';

export interface MyCourse {
  id: number;
  name: string;
  thumbnail: string | null;
  teacherName: string;
  /** /khoa-hoc/{alias}-{aliasCode} */
  detailRoute: string;
  /** /vao-hoc/{alias}-{aliasCode} */
  learnRoute: string;
  /** Access end (ISO) or null for unlimited / not owned. */
  expiresAt: string | null;
  /** 0–100 when the API tracks it. */
  progress: number | null;
  /** When the learner last opened it (viewed list). */
  viewedAt: string | null;
}
