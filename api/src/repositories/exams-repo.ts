import type { Pool } from 'pg';
import type { Queryable } from '../db/database';

const SUMMARY = `e.id, e.slug, e.title, e.subject, e.description, e.duration_minutes,
  (SELECT count(*) FROM exam_questions q WHERE q.exam_id = e.id)::int AS question_count`;

/** A submission this long after the deadline is still taken (the network, a slow phone); later ones are refused. */
export const SUBMIT_GRACE_SECONDS = 60;

/** Mock exams, their questions, and learners' attempts (scored here, never by the client). */
export class ExamsRepository {
  constructor(private readonly db: Pool) {}

  async list() {
    const { rows } = await this.db.query(`SELECT ${SUMMARY} FROM exams e WHERE e.published ORDER BY e.id`);
    return rows;
  }

  async bySlug(slug: string, q: Queryable = this.db) {
    const { rows } = await q.query(`SELECT ${SUMMARY} FROM exams e WHERE e.published AND e.slug = $1`, [slug]);
    return rows[0] ?? null;
  }

  private async summaryById(id: number) {
    const { rows } = await this.db.query(`SELECT ${SUMMARY} FROM exams e WHERE e.id = $1`, [id]);
    return rows[0];
  }

  async start(userId: number, exam: { id: number; duration_minutes: number; question_count: number }) {
    const { rows } = await this.db.query(
      `INSERT INTO exam_attempts (user_id, exam_id, deadline, total) VALUES ($1, $2, now() + make_interval(mins => $3), $4)
       RETURNING id AS attempt_id, started_at, deadline`,
      [userId, exam.id, exam.duration_minutes, exam.question_count],
    );
    const questions = await this.db.query('SELECT id, position, prompt, options FROM exam_questions WHERE exam_id = $1 ORDER BY position', [exam.id]);
    return { ...rows[0], questions: questions.rows };
  }

  /** Scores the learner's open attempt: 'late' after the deadline (and its grace), 'done' when already submitted. */
  async submit(userId: number, attemptId: number, answers: Record<string, number>): Promise<'unknown' | 'late' | 'done' | 'ok'> {
    const { rows } = await this.db.query(
      `SELECT id, submitted_at, now() > deadline + make_interval(secs => $3) AS late FROM exam_attempts WHERE id = $1 AND user_id = $2`,
      [attemptId, userId, SUBMIT_GRACE_SECONDS],
    );
    const attempt = rows[0];
    if (!attempt) return 'unknown';
    if (attempt.submitted_at) return 'done';
    if (attempt.late) return 'late';
    await this.db.query(
      `UPDATE exam_attempts a SET submitted_at = now(), answers = $2::jsonb,
         score = (SELECT count(*) FROM exam_questions q WHERE q.exam_id = a.exam_id AND ($2::jsonb ->> q.id::text)::int = q.answer)
       WHERE a.id = $1 AND a.submitted_at IS NULL`,
      [attemptId, JSON.stringify(answers)],
    );
    return 'ok';
  }

  /** A submitted attempt of the learner, reviewed question by question; null when it is not theirs or not submitted. */
  async result(userId: number, attemptId: number) {
    const { rows } = await this.db.query(
      `SELECT id AS attempt_id, exam_id, score, total, submitted_at, answers FROM exam_attempts
       WHERE id = $1 AND user_id = $2 AND submitted_at IS NOT NULL`,
      [attemptId, userId],
    );
    const a = rows[0];
    if (!a) return null;
    const q = await this.db.query('SELECT id, position, prompt, options, answer, explanation FROM exam_questions WHERE exam_id = $1 ORDER BY position', [a.exam_id]);
    const answers = (a.answers ?? {}) as Record<string, number>;
    const review = q.rows.map((x) => {
      const chosen = answers[String(x.id)] ?? null;
      return { ...x, chosen, correct: chosen === x.answer };
    });
    return { attempt_id: a.attempt_id, exam: await this.summaryById(a.exam_id), score: a.score, total: a.total, submitted_at: a.submitted_at, review };
  }

  async mine(userId: number) {
    const { rows } = await this.db.query(
      `SELECT a.id AS attempt_id, e.slug AS exam_slug, e.title AS exam_title, a.score, a.total, a.submitted_at
       FROM exam_attempts a JOIN exams e ON e.id = a.exam_id WHERE a.user_id = $1 AND a.submitted_at IS NOT NULL ORDER BY a.submitted_at DESC LIMIT 50`,
      [userId],
    );
    return rows;
  }
}
