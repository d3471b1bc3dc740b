import { Type, type Static } from '@sinclair/typebox';
import { CourseSummary, LessonOutline } from './catalogue';
import { Nullable, Paginated, Timestamp } from './common';

/** `progress` is the client's advisory figure (display only); `completed` is the server's, from watched time alone. */
export const LearningLog = Type.Object({
  position: Type.Integer(),
  progress: Type.Integer(),
  completed: Type.Boolean(),
  updated_at: Timestamp,
  watched_seconds: Type.Optional(Type.Integer({ description: 'seconds of the lesson the server credited as watched' })),
});
export type LearningLog = Static<typeof LearningLog>;
export const LessonLog = Type.Object({ lesson_id: Type.Integer(), ...LearningLog.properties });

const Quality = Type.Optional(Type.String());
/** Shape read by shared/src/video/build-video-sources.ts (paths joined with settings.video head / after). */
export const LessonVideo = Type.Object({
  youtube: Nullable(Type.String()),
  adaptive_link: Nullable(Type.String()),
  links: Type.Object({ 240: Quality, 360: Quality, 480: Quality, 720: Quality, 1080: Quality }),
  qualities: Type.Array(Type.Integer()),
});
export type LessonVideo = Static<typeof LessonVideo>;

/** GET /api/user/lesson.json?course_id= */
export const LessonList = Type.Object({
  course_id: Type.Integer(),
  entitled: Type.Boolean(),
  lessons: Type.Array(Type.Object({ ...LessonOutline.properties, course_id: Type.Integer(), log: Nullable(LearningLog) })),
});
export type LessonList = Static<typeof LessonList>;

/** GET /api/user/lesson/details.json?id= (403 unless entitled or free preview) */
export const LessonDetail = Type.Object({
  ...LessonOutline.properties,
  course_id: Type.Integer(),
  content: Type.String(),
  alias: Type.String(),
  alias_code: Type.String(),
  course_name: Type.String(),
  video: LessonVideo,
  entitled: Type.Boolean(),
  log: Nullable(LearningLog),
});
export type LessonDetail = Static<typeof LessonDetail>;
export const LessonDetails = Type.Object({ lesson: LessonDetail });

/** POST /api/user/lesson/data.json: what the player needs to start. */
export const LessonPlayback = Type.Object({ lesson_id: Type.Integer(), video: LessonVideo, resume_at: Type.Integer(), log: Nullable(LearningLog) });
/** A certificate of completion: what its public page (/chung-chi/{code}) shows. */
export const Certificate = Type.Object({
  code: Type.String({ description: 'the public verification code, KH-XXXXX-XXXXX' }),
  learner_name: Type.String(),
  course_name: Type.String(),
  lesson_count: Type.Integer(),
  issued_at: Timestamp,
  course_id: Type.Integer(),
  alias: Type.String(),
  alias_code: Type.String(),
});
export type Certificate = Static<typeof Certificate>;

/** What the server counted of a lesson: completion needs watched_seconds ≥ required_seconds. */
export const LessonWatch = Type.Object({ watched_seconds: Type.Integer(), required_seconds: Type.Integer() });
export type LessonWatch = Static<typeof LessonWatch>;

/** PATCH learning_log.json and POST heartbeat.json: the saved log, and the certificate when this completed the course's last lesson. */
export const LearningLogSaved = Type.Object({ log: LessonLog, watch: LessonWatch, certificate: Nullable(Type.Object({ code: Type.String() })) });

/** POST watch_session.json: the nonce every heartbeat of this viewing carries. */
export const WatchSessionStarted = Type.Object({ nonce: Type.String(), heartbeat_seconds: Type.Integer(), watch: LessonWatch });
export type WatchSessionStarted = Static<typeof WatchSessionStarted>;
export const CourseLogs = Type.Object({ logs: Type.Array(LessonLog) });
export const LessonErrorFiled = Type.Object({ id: Type.Integer(), created_at: Timestamp });
export const ExternalLinks = Type.Object({ links: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String() })) });

export const MyCourse = Type.Object({
  ...CourseSummary.properties,
  source: Type.Union([Type.Literal('order'), Type.Literal('free'), Type.Literal('activation')]),
  enrolled_at: Timestamp,
  expires_at: Nullable(Timestamp),
  lesson_count: Type.Integer(),
  completed_count: Type.Integer(),
  certificate_code: Nullable(Type.String({ description: 'set once every lesson is completed' })),
});
export type MyCourse = Static<typeof MyCourse>;
export const MyCourseList = Paginated(MyCourse);
export type MyCourseList = Static<typeof MyCourseList>;

/** GET /api/user/folders.json: the learner's own groups of courses. */
export const CourseFolder = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  course_ids: Type.Array(Type.Integer()),
  created_at: Timestamp,
  courses: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), alias: Type.String(), alias_code: Type.String(), thumbnail: Type.String() }),
  ),
});

/** A learner's own note on a lesson, at a moment of its video. */
export const LessonNote = Type.Object({
  id: Type.Integer(),
  lesson_id: Type.Integer(),
  position: Type.Integer({ description: 'seconds' }),
  body: Type.String(),
  created_at: Timestamp,
});
export type LessonNote = Static<typeof LessonNote>;

const QaAuthor = { author: Type.String(), mine: Type.Boolean(), created_at: Timestamp };
/** A question on a lesson with its answers (the course's teacher's marked by_teacher), plain text. */
export const LessonQuestion = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  ...QaAuthor,
  answers: Type.Array(Type.Object({ id: Type.Integer(), body: Type.String(), by_teacher: Type.Boolean(), ...QaAuthor })),
});
export type LessonQuestion = Static<typeof LessonQuestion>;
export const LessonQuestionList = Paginated(LessonQuestion);
export type LessonQuestionList = Static<typeof LessonQuestionList>;
