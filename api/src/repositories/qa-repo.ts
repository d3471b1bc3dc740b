import type { Pool } from 'pg';
import { HIDE_WEIGHT, openReportsSql, reportWeightSql } from './moderation-repo';

/** Questions on a lesson and their answers (the course's teacher's marked as such). */
export class QaRepository {
  constructor(private readonly db: Pool) {}

  async list(lessonId: number, userId: number | null, page: number, pageSize: number) {
    const { rows } = await this.db.query(
      `SELECT q.id, q.body, q.created_at, u.full_name AS author, q.user_id = $4::int AS mine, count(*) OVER () AS total_count,
         coalesce((SELECT json_agg(json_build_object('id', a.id, 'body', a.body, 'created_at', a.created_at, 'author', au.full_name,
                    'by_teacher', a.by_teacher, 'mine', a.user_id = $4::int) ORDER BY a.created_at, a.id)
                   FROM lesson_answers a JOIN users au ON au.id = a.user_id WHERE a.question_id = q.id AND NOT a.hidden), '[]'::json) AS answers
       FROM lesson_questions q JOIN users u ON u.id = q.user_id
       WHERE q.lesson_id = $1 AND NOT q.hidden ORDER BY q.created_at DESC, q.id DESC LIMIT $2 OFFSET $3`,
      [lessonId, pageSize, (page - 1) * pageSize, userId ?? 0],
    );
    const total = Number(rows[0]?.total_count ?? 0);
    return { items: rows.map(({ total_count: _t, ...r }) => r), page, page_size: pageSize, total };
  }

  async ask(userId: number, lessonId: number, body: string): Promise<number> {
    const { rows } = await this.db.query('INSERT INTO lesson_questions (lesson_id, user_id, body) VALUES ($1, $2, $3) RETURNING id', [
      lessonId,
      userId,
      body,
    ]);
    return rows[0].id as number;
  }

  /** The question's lesson and its course's teacher; null when there is no such (visible) question. */
  async question(questionId: number) {
    const { rows } = await this.db.query(
      `SELECT q.id, q.lesson_id, c.teacher_id FROM lesson_questions q JOIN lessons l ON l.id = q.lesson_id JOIN courses c ON c.id = l.course_id
       WHERE q.id = $1 AND NOT q.hidden`,
      [questionId],
    );
    return (rows[0] as { id: number; lesson_id: number; teacher_id: number } | undefined) ?? null;
  }

  async answer(userId: number, questionId: number, body: string, byTeacher: boolean): Promise<void> {
    await this.db.query('INSERT INTO lesson_answers (question_id, user_id, body, by_teacher) VALUES ($1, $2, $3, $4)', [
      questionId,
      userId,
      body,
      byTeacher,
    ]);
  }

  /** The teacher a user answers as (users.teacher_id), or null. */
  async teacherOf(userId: number): Promise<number | null> {
    const { rows } = await this.db.query('SELECT teacher_id FROM users WHERE id = $1', [userId]);
    return (rows[0]?.teacher_id as number | null | undefined) ?? null;
  }

  /**
   * A report (once per reporter; never of one's own), weighed by who makes it (moderation-repo.ts); reports weighing
   * HIDE_WEIGHT since the last moderator's decision hide the item. False when there is no such visible item or it is
   * the reporter's.
   */
  async report(reporterId: number, kind: 'question' | 'answer', id: number, reason = ''): Promise<boolean> {
    const table = kind === 'question' ? 'lesson_questions' : 'lesson_answers';
    const course =
      kind === 'question'
        ? 'SELECT l.course_id FROM lesson_questions q JOIN lessons l ON l.id = q.lesson_id WHERE q.id = $3'
        : 'SELECT l.course_id FROM lesson_answers a JOIN lesson_questions q ON q.id = a.question_id JOIN lessons l ON l.id = q.lesson_id WHERE a.id = $3';
    const { rowCount } = await this.db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND NOT hidden AND user_id <> $2`, [id, reporterId]);
    if (!rowCount) return false;
    await this.db.query(
      `INSERT INTO qa_reports (kind, target_id, reporter_id, reason, weight) VALUES ($1, $3, $2, $4, ${reportWeightSql('$2', `(${course})`)})
       ON CONFLICT DO NOTHING`,
      [kind, reporterId, id, reason],
    );
    await this.db.query(
      `UPDATE ${table} SET hidden = true WHERE id = $1
         AND (SELECT coalesce(sum(r.weight), 0) FROM qa_reports r WHERE r.kind = $2 AND r.target_id = $1
                AND ${openReportsSql('r', '$2', '$1::text')}) >= $3`,
      [id, kind, HIDE_WEIGHT],
    );
    return true;
  }
}
