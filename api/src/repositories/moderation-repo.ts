import type { Pool } from 'pg';

/** Reports adding up to this weight hide an item before anyone reviews it: three trusted reports. */
export const HIDE_WEIGHT = 3;

/**
 * What one report weighs, fixed when it is made (the audit: three accounts made in a minute hid any review). An
 * unverified account weighs nothing; then by the account's age — under a day 0.05, a week 0.25, a month 0.6, older 1 —
 * times 1 when the reporter owns the course (an enrolment that has not expired), else 0.2. `reporter` and `course`
 * are SQL expressions (parameters).
 */
export const reportWeightSql = (reporter: string, course: string) => `(
  SELECT CASE WHEN NOT u.verified THEN 0 ELSE
      (CASE WHEN u.created_at > now() - interval '1 day' THEN 0.05
            WHEN u.created_at > now() - interval '7 days' THEN 0.25
            WHEN u.created_at > now() - interval '30 days' THEN 0.6 ELSE 1 END)
    * (CASE WHEN EXISTS (SELECT 1 FROM enrolments e WHERE e.user_id = u.id AND e.course_id = ${course}
                           AND (e.expires_at IS NULL OR e.expires_at > now())) THEN 1 ELSE 0.2 END)
  END FROM users u WHERE u.id = ${reporter})`;

/** Reports on one item made after its last decision (all of them when none). */
export const openReportsSql = (reports: string, kind: string, target: string) =>
  `${reports}.created_at > coalesce((SELECT d.decided_at FROM moderation_decisions d WHERE d.kind = ${kind} AND d.target = ${target}), '-infinity')`;

export type ModerationKind = 'review' | 'question' | 'answer';

export interface ModerationRow {
  kind: ModerationKind;
  target: string;
  body: string;
  author: string;
  context: string;
  link: string;
  hidden: boolean;
  reports: number;
  weight: number;
  reasons: string[];
  last_reported_at: string;
}

/** The moderation queue: reported reviews, questions and answers with their open reports, and the decisions on them. */
export class ModerationRepository {
  constructor(private readonly db: Pool) {}

  async isAdmin(userId: number): Promise<boolean> {
    const { rows } = await this.db.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'admin'`, [userId]);
    return rows.length > 0;
  }

  /** Items with open reports, the heaviest first. */
  async queue(limit = 100): Promise<ModerationRow[]> {
    const open = (alias: string, kind: string, target: string) => openReportsSql(alias, `'${kind}'`, target);
    const [reviews, questions, answers] = await Promise.all([
      this.db.query(
        `SELECT 'review' AS kind, r.course_id || ':' || r.author_id AS target, v.body, coalesce(u.full_name, '') AS author, c.name AS context,
           '/khoa-hoc/' || c.alias || '-' || c.alias_code AS link, v.hidden, count(*)::int AS reports, sum(r.weight)::float8 AS weight,
           array_remove(array_agg(DISTINCT nullif(r.reason, '')), NULL) AS reasons, max(r.created_at) AS last_reported_at
         FROM review_reports r JOIN course_votes v ON v.course_id = r.course_id AND v.user_id = r.author_id
           JOIN users u ON u.id = r.author_id JOIN courses c ON c.id = r.course_id
         WHERE ${open('r', 'review', `r.course_id || ':' || r.author_id`)}
         GROUP BY r.course_id, r.author_id, v.body, u.full_name, c.name, c.alias, c.alias_code, v.hidden`,
      ),
      this.db.query(
        `SELECT 'question' AS kind, q.id::text AS target, q.body, coalesce(u.full_name, '') AS author, c.name || ' · ' || l.title AS context,
           '/khoa-hoc/' || c.alias || '-' || c.alias_code AS link, q.hidden, count(*)::int AS reports, sum(r.weight)::float8 AS weight,
           array_remove(array_agg(DISTINCT nullif(r.reason, '')), NULL) AS reasons, max(r.created_at) AS last_reported_at
         FROM qa_reports r JOIN lesson_questions q ON r.kind = 'question' AND q.id = r.target_id
           JOIN users u ON u.id = q.user_id JOIN lessons l ON l.id = q.lesson_id JOIN courses c ON c.id = l.course_id
         WHERE ${open('r', 'question', 'q.id::text')}
         GROUP BY q.id, u.full_name, c.name, l.title, c.alias, c.alias_code`,
      ),
      this.db.query(
        `SELECT 'answer' AS kind, a.id::text AS target, a.body, coalesce(u.full_name, '') AS author, c.name || ' · ' || l.title AS context,
           '/khoa-hoc/' || c.alias || '-' || c.alias_code AS link, a.hidden, count(*)::int AS reports, sum(r.weight)::float8 AS weight,
           array_remove(array_agg(DISTINCT nullif(r.reason, '')), NULL) AS reasons, max(r.created_at) AS last_reported_at
         FROM qa_reports r JOIN lesson_answers a ON r.kind = 'answer' AND a.id = r.target_id JOIN lesson_questions q ON q.id = a.question_id
           JOIN users u ON u.id = a.user_id JOIN lessons l ON l.id = q.lesson_id JOIN courses c ON c.id = l.course_id
         WHERE ${open('r', 'answer', 'a.id::text')}
         GROUP BY a.id, u.full_name, c.name, l.title, c.alias, c.alias_code`,
      ),
    ]);
    return [...reviews.rows, ...questions.rows, ...answers.rows]
      .map(
        (r) =>
          ({ ...r, weight: Math.round(Number(r.weight) * 100) / 100, last_reported_at: new Date(r.last_reported_at).toISOString() }) as ModerationRow,
      )
      .sort((a, b) => b.weight - a.weight || b.last_reported_at.localeCompare(a.last_reported_at))
      .slice(0, limit);
  }

  /**
   * A moderator hides the item or keeps it (shown again if reports had hidden it); its reports so far are settled.
   * False when there is no such item.
   */
  async decide(kind: ModerationKind, target: string, decision: 'hide' | 'keep', by: number | null): Promise<boolean> {
    const hidden = decision === 'hide';
    let updated: number | null;
    if (kind === 'review') {
      const [courseId, authorId] = target.split(':').map(Number);
      ({ rowCount: updated } = await this.db.query("UPDATE course_votes SET hidden = $3 WHERE course_id = $1 AND user_id = $2 AND body <> ''", [
        courseId,
        authorId,
        hidden,
      ]));
    } else {
      const table = kind === 'question' ? 'lesson_questions' : 'lesson_answers';
      ({ rowCount: updated } = await this.db.query(`UPDATE ${table} SET hidden = $2 WHERE id = $1`, [Number(target), hidden]));
    }
    if (!updated) return false;
    await this.db.query(
      `INSERT INTO moderation_decisions (kind, target, decision, decided_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, target) DO UPDATE SET decision = EXCLUDED.decision, decided_by = EXCLUDED.decided_by, decided_at = now()`,
      [kind, target, decision, by],
    );
    return true;
  }
}
