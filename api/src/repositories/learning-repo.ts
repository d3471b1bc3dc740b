import type { Pool } from 'pg';

const LESSON_COLUMNS = `l.id, l.course_id, l.chapter, l.title, l.position, l.duration_seconds, l.is_free_preview`;

/** At most this many notes per learner and lesson. */
export const NOTES_MAX = 100;

/** Lessons, learning log, lesson error reports, course external links, folders, subscriptions, notes. */
export class LearningRepository {
  constructor(private readonly db: Pool) {}

  /** Outline of a course, with the user's progress per lesson when signed in; null when the course is unknown. */
  async outline(courseId: number, userId: number | null) {
    const { rows } = await this.db.query(
      `SELECT ${LESSON_COLUMNS},
         ${
           userId
             ? `(SELECT json_build_object('position', g.position_seconds, 'progress', g.progress, 'completed', g.completed, 'updated_at', g.updated_at)
                      FROM learning_logs g WHERE g.user_id = $2 AND g.lesson_id = l.id)`
             : 'NULL::json'
         } AS log
       FROM lessons l WHERE l.course_id = $1 ORDER BY l.position`,
      userId ? [courseId, userId] : [courseId],
    );
    return rows;
  }

  async lesson(id: number) {
    const { rows } = await this.db.query(
      `SELECT ${LESSON_COLUMNS}, l.youtube, l.adaptive_link, l.qualities, l.content, c.alias, c.alias_code, c.name AS course_name
       FROM lessons l JOIN courses c ON c.id = l.course_id WHERE l.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async log(userId: number, lessonId: number) {
    const { rows } = await this.db.query(
      'SELECT position_seconds AS position, progress, completed, updated_at, watched_seconds FROM learning_logs WHERE user_id = $1 AND lesson_id = $2',
      [userId, lessonId],
    );
    return rows[0] ?? null;
  }

  /**
   * Upsert of the resume position and the advisory progress (a display figure: it never completes anything).
   * Completion is the server's own figure: sticky, and set here only when the watched time already qualifies.
   */
  async saveLog(userId: number, lessonId: number, courseId: number, position: number, progress: number, required: number) {
    const { rows } = await this.db.query(
      `INSERT INTO learning_logs (user_id, lesson_id, course_id, position_seconds, progress)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, lesson_id) DO UPDATE SET position_seconds = EXCLUDED.position_seconds,
         progress = greatest(learning_logs.progress, EXCLUDED.progress),
         completed = learning_logs.completed OR learning_logs.watched_seconds >= $6, updated_at = now()
       RETURNING lesson_id, position_seconds AS position, progress, completed, updated_at, watched_seconds`,
      [userId, lessonId, courseId, position, progress, required],
    );
    return rows[0];
  }

  async courseLogs(userId: number, courseId: number) {
    const { rows } = await this.db.query(
      `SELECT lesson_id, position_seconds AS position, progress, completed, updated_at FROM learning_logs
       WHERE user_id = $1 AND course_id = $2 ORDER BY updated_at DESC`,
      [userId, courseId],
    );
    return rows;
  }

  async reportError(userId: number | null, lessonId: number, kind: string, message: string) {
    const { rows } = await this.db.query(
      'INSERT INTO lesson_errors (user_id, lesson_id, kind, message) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
      [userId, lessonId, kind, message],
    );
    return rows[0];
  }

  async externalLinks(courseId: number) {
    const { rows } = await this.db.query('SELECT id, title, url FROM course_external_links WHERE course_id = $1 ORDER BY idx, id', [courseId]);
    return rows;
  }

  async folders(userId: number) {
    const { rows } = await this.db.query(
      `SELECT f.id, f.name, f.course_ids, f.created_at,
         coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'alias', c.alias, 'alias_code', c.alias_code,
                    'thumbnail', c.thumbnail) ORDER BY c.id) FROM courses c WHERE c.id = ANY(f.course_ids)), '[]'::json) AS courses
       FROM folders f WHERE f.user_id = $1 ORDER BY f.id`,
      [userId],
    );
    return rows;
  }

  async subscriptions(userId: number) {
    const { rows } = await this.db.query(
      `SELECT s.plan_id AS subscription_plan_id, s.end_date, p.path, p.name, p.cycle, s.start_date
       FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
       WHERE s.user_id = $1 ORDER BY s.end_date DESC`,
      [userId],
    );
    return rows;
  }

  /** My notes on a lesson, in the order of the video. */
  async notes(userId: number, lessonId: number) {
    const { rows } = await this.db.query(
      'SELECT id, lesson_id, position_seconds AS position, body, created_at FROM lesson_notes WHERE user_id = $1 AND lesson_id = $2 ORDER BY position_seconds, id',
      [userId, lessonId],
    );
    return rows;
  }

  /** A new note; null when the learner already has NOTES_MAX on this lesson. */
  async addNote(userId: number, lessonId: number, position: number, body: string) {
    const { rows } = await this.db.query(
      `INSERT INTO lesson_notes (user_id, lesson_id, position_seconds, body)
       SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM lesson_notes WHERE user_id = $1 AND lesson_id = $2) < $5
       RETURNING id, lesson_id, position_seconds AS position, body, created_at`,
      [userId, lessonId, position, body, NOTES_MAX],
    );
    return rows[0] ?? null;
  }

  async removeNote(userId: number, noteId: number): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM lesson_notes WHERE id = $1 AND user_id = $2', [noteId, userId]);
    return (rowCount ?? 0) > 0;
  }
}
