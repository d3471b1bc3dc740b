import type { FastifyInstance } from 'fastify';

interface SavedLog {
  lesson_id: number;
  position: number;
  progress: number;
  completed: boolean;
  /** ISO text on the wire (pg hands a Date, which the serializer writes so). */
  updated_at: string;
  watched_seconds: number;
}

/**
 * The answer of a save (PATCH learning_log, a heartbeat): the log, what the server counted, and the certificate
 * when the course is now complete for a learner who owns it (a free preview never issues one).
 */
export async function savedAnswer(app: FastifyInstance, userId: number, courseId: number, log: SavedLog, required: number) {
  const code =
    log.completed && (await app.repos.courses.isEntitled(userId, courseId)) ? await app.repos.certificates.issueIfComplete(userId, courseId) : null;
  return { log, watch: { watched_seconds: log.watched_seconds, required_seconds: required }, certificate: code ? { code } : null };
}

const minutesAndSeconds = (s: number) => {
  const m = Math.floor(s / 60);
  const r = s % 60;
  return m > 0 ? `${m} phút${r ? ` ${r} giây` : ''}` : `${r} giây`;
};

/** Why a lesson is not complete yet, in Vietnamese: how much more the server must see watched (or read). */
export function stillToWatch(lesson: { youtube: string | null; adaptive_link: string | null }, missingSeconds: number): string {
  const left = minutesAndSeconds(Math.max(1, missingSeconds));
  return lesson.youtube || lesson.adaptive_link
    ? `Bạn cần xem thêm khoảng ${left} video (tối thiểu 90% thời lượng, tốc độ tối đa 2×) để bài học được tính là đã học`
    : `Bạn cần đọc bài học thêm khoảng ${left} để bài học được tính là đã học`;
}
