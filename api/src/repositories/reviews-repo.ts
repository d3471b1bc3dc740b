import type { Pool } from 'pg';
import { HIDE_WEIGHT, openReportsSql, reportWeightSql } from './moderation-repo';

/** Written reviews: a rating (course_votes) with what the learner says; reports from other learners. */
export class ReviewsRepository {
  constructor(private readonly db: Pool) {}

  async list(courseId: number, userId: number | null, page: number, pageSize: number) {
    const [items, summary, mine] = await Promise.all([
      this.db.query(
        `SELECT v.user_id AS author_id, u.full_name AS author, u.avatar, v.rate AS rating, v.body, v.created_at, v.updated_at,
           v.user_id = $4::int AS mine, count(*) OVER () AS total_count
         FROM course_votes v JOIN users u ON u.id = v.user_id
         WHERE v.course_id = $1 AND v.body <> '' AND NOT v.hidden
         ORDER BY v.updated_at DESC, v.user_id LIMIT $2 OFFSET $3`,
        [courseId, pageSize, (page - 1) * pageSize, userId ?? 0],
      ),
      this.summary(courseId),
      userId ? this.mine(userId, courseId) : Promise.resolve(null),
    ]);
    const total = Number(items.rows[0]?.total_count ?? 0);
    return { items: items.rows.map(({ total_count: _total, ...r }) => r), page, page_size: pageSize, total, ...summary, my_review: mine };
  }

  /** The course's average, count and stars breakdown (every rating, written or not, hidden or not). */
  async summary(courseId: number) {
    const { rows } = await this.db.query(
      `SELECT round(c.vote_total::numeric / greatest(c.vote_count, 1), 1)::float8 AS vote_rate, c.vote_count,
         (SELECT json_object_agg(r, (SELECT count(*) FROM course_votes v WHERE v.course_id = c.id AND v.rate = r))
            FROM generate_series(1, 5) r) AS breakdown
       FROM courses c WHERE c.id = $1`,
      [courseId],
    );
    return rows[0] as { vote_rate: number; vote_count: number; breakdown: Record<'1' | '2' | '3' | '4' | '5', number> };
  }

  async mine(userId: number, courseId: number) {
    const { rows } = await this.db.query('SELECT rate AS rating, body, hidden FROM course_votes WHERE user_id = $1 AND course_id = $2', [
      userId,
      courseId,
    ]);
    return (rows[0] as { rating: number; body: string; hidden: boolean } | undefined) ?? null;
  }

  /** The text of the learner's rating (the rating itself is written first, through CoursesRepository.vote). */
  async setBody(userId: number, courseId: number, body: string): Promise<void> {
    await this.db.query('UPDATE course_votes SET body = $3, updated_at = now() WHERE user_id = $1 AND course_id = $2', [userId, courseId, body]);
  }

  /**
   * Another learner's report (once per reporter), weighed by who makes it (moderation-repo.ts); reports weighing
   * HIDE_WEIGHT since the last moderator's decision hide the review. False when there is no such written review.
   */
  async report(reporterId: number, courseId: number, authorId: number, reason: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `WITH r AS (INSERT INTO review_reports (course_id, author_id, reporter_id, reason, weight)
                  SELECT $1, $2, $3, $4, ${reportWeightSql('$3', '$1')}
                  WHERE EXISTS (SELECT 1 FROM course_votes WHERE course_id = $1 AND user_id = $2 AND body <> '')
                  ON CONFLICT DO NOTHING RETURNING 1)
       SELECT 1 FROM course_votes WHERE course_id = $1 AND user_id = $2 AND body <> ''`,
      [courseId, authorId, reporterId, reason],
    );
    if (!rowCount) return false;
    await this.db.query(
      `UPDATE course_votes SET hidden = true WHERE course_id = $1 AND user_id = $2
         AND (SELECT coalesce(sum(r.weight), 0) FROM review_reports r WHERE r.course_id = $1 AND r.author_id = $2
                AND ${openReportsSql('r', `'review'`, `$1 || ':' || $2`)}) >= $3`,
      [courseId, authorId, HIDE_WEIGHT],
    );
    return true;
  }
}
