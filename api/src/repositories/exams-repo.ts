import type { Pool } from 'pg';
import { withTransaction, type Queryable } from '../db/database';
import { drawAttempt, type Drawn } from './exam-draw';

/** `question_count` is an attempt's: the bank holds more (exam-draw.ts). */
const SUMMARY = `e.id, e.slug, e.title, e.subject, e.description, e.duration_minutes,
  least(e.attempt_size, (SELECT count(*) FROM exam_questions q WHERE q.exam_id = e.id))::int AS question_count`;

/** The window the daily allowance of attempts is counted in. */
export const ATTEMPT_WINDOW_HOURS = 24;

interface BankQuestion {
  id: number;
  prompt: string;
  options: string[];
  answer: number;
  explanation: string;
}

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

  /**
   * A new attempt drawn from the bank, unless the learner already started `perDay` of this exam in the last 24 hours:
   * then `{ nextAt }`, when the oldest of those leaves the window. Starts of one learner are serialised (row lock).
   */
  async start(userId: number, exam: { id: number; duration_minutes: number }, perDay: number) {
    return withTransaction(this.db, async (c) => {
      await c.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const recent = await c.query(
        `SELECT started_at + make_interval(hours => $4) AS next_at FROM exam_attempts
         WHERE user_id = $1 AND exam_id = $2 AND started_at > now() - make_interval(hours => $4) ORDER BY started_at DESC OFFSET $3 - 1 LIMIT 1`,
        [userId, exam.id, perDay, ATTEMPT_WINDOW_HOURS],
      );
      // the perDay-th newest start: when it leaves the window, a start is free again
      if (recent.rows.length) return { nextAt: recent.rows[0].next_at as Date };
      const bank = await c.query(
        `SELECT q.id, q.options, (SELECT count(*) FROM exam_attempts a, jsonb_array_elements(a.layout) d
                                  WHERE a.user_id = $1 AND a.exam_id = q.exam_id AND (d->>'q')::int = q.id)::int AS seen
         FROM exam_questions q WHERE q.exam_id = $2`,
        [userId, exam.id],
      );
      const size = (await c.query('SELECT attempt_size FROM exams WHERE id = $1', [exam.id])).rows[0].attempt_size as number;
      const layout = drawAttempt(bank.rows, size);
      const { rows } = await c.query(
        `INSERT INTO exam_attempts (user_id, exam_id, deadline, total, layout) VALUES ($1, $2, now() + make_interval(mins => $3), $4, $5::jsonb)
         RETURNING id AS attempt_id, started_at, deadline`,
        [userId, exam.id, exam.duration_minutes, layout.length, JSON.stringify(layout)],
      );
      const byId = new Map(bank.rows.map((q) => [q.id as number, q]));
      const prompts = await c.query('SELECT id, prompt FROM exam_questions WHERE id = ANY($1::int[])', [layout.map((d) => d.q)]);
      const prompt = new Map(prompts.rows.map((q) => [q.id as number, q.prompt as string]));
      const questions = layout.map((d, i) => ({
        id: d.q,
        position: i + 1,
        prompt: prompt.get(d.q)!,
        options: d.o.map((k) => byId.get(d.q).options[k]),
      }));
      return { ...rows[0], questions };
    });
  }

  /** The attempt's questions as shown (old attempts without a layout: the whole exam in its order). */
  private async shown(examId: number, layout: Drawn[] | null) {
    const { rows } = await this.db.query<BankQuestion>(
      'SELECT id, prompt, options, answer, explanation FROM exam_questions WHERE exam_id = $1 ORDER BY position',
      [examId],
    );
    const byId = new Map(rows.map((q) => [q.id, q]));
    const drawn = layout ?? rows.map((q) => ({ q: q.id, o: q.options.map((_, i) => i) }));
    return drawn
      .filter((d) => byId.has(d.q))
      .map((d) => {
        const q = byId.get(d.q)!;
        return { id: q.id, prompt: q.prompt, options: d.o.map((k) => q.options[k]!), answer: d.o.indexOf(q.answer), explanation: q.explanation };
      });
  }

  /** Scores the learner's open attempt: 'late' after the deadline (and its grace), 'done' when already submitted. */
  async submit(userId: number, attemptId: number, answers: Record<string, number>): Promise<'unknown' | 'late' | 'done' | 'ok'> {
    const { rows } = await this.db.query(
      `SELECT id, exam_id, layout, submitted_at, now() > deadline + make_interval(secs => $3) AS late FROM exam_attempts WHERE id = $1 AND user_id = $2`,
      [attemptId, userId, SUBMIT_GRACE_SECONDS],
    );
    const attempt = rows[0];
    if (!attempt) return 'unknown';
    if (attempt.submitted_at) return 'done';
    if (attempt.late) return 'late';
    const questions = await this.shown(attempt.exam_id, attempt.layout);
    const kept = Object.fromEntries(questions.filter((q) => answers[String(q.id)] !== undefined).map((q) => [String(q.id), answers[String(q.id)]]));
    const score = questions.filter((q) => kept[String(q.id)] === q.answer).length;
    await this.db.query('UPDATE exam_attempts SET submitted_at = now(), answers = $2::jsonb, score = $3 WHERE id = $1 AND submitted_at IS NULL', [
      attemptId,
      JSON.stringify(kept),
      score,
    ]);
    return 'ok';
  }

  /**
   * A submitted attempt of the learner, question by question in the order shown: the learner's answer and whether it
   * was right. The right answer and its explanation only where the learner got it right, or once the attempt passed
   * (docs/decisions/2026-11-27-exam-attempts.md). Null when it is not theirs or not submitted.
   */
  async result(userId: number, attemptId: number) {
    const { rows } = await this.db.query(
      `SELECT a.id AS attempt_id, a.exam_id, a.score, a.total, a.submitted_at, a.answers, a.layout, e.pass_percent
       FROM exam_attempts a JOIN exams e ON e.id = a.exam_id WHERE a.id = $1 AND a.user_id = $2 AND a.submitted_at IS NOT NULL`,
      [attemptId, userId],
    );
    const a = rows[0];
    if (!a) return null;
    const answers = (a.answers ?? {}) as Record<string, number>;
    const passed = a.score * 100 >= a.pass_percent * a.total;
    const review = (await this.shown(a.exam_id, a.layout)).map((q, i) => {
      const chosen = answers[String(q.id)] ?? null;
      const correct = chosen === q.answer;
      const shown = correct || passed;
      return {
        id: q.id,
        position: i + 1,
        prompt: q.prompt,
        options: q.options,
        chosen,
        correct,
        answer: shown ? q.answer : null,
        explanation: shown ? q.explanation : null,
      };
    });
    return {
      attempt_id: a.attempt_id,
      exam: await this.summaryById(a.exam_id),
      score: a.score,
      total: a.total,
      submitted_at: a.submitted_at,
      pass_percent: a.pass_percent,
      passed,
      review,
    };
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
