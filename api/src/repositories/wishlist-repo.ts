import type { Pool } from 'pg';
import { COURSE_FROM, COURSE_SUMMARY_COLUMNS } from './course-sql';

/** At most this many courses on one learner's list (a guest's merge beyond it is cut). */
export const WISHLIST_MAX = 200;

/** A learner's wishlist: published courses only, newest first. */
export class WishlistRepository {
  constructor(private readonly db: Pool) {}

  async list(userId: number) {
    const { rows } = await this.db.query(
      `SELECT ${COURSE_SUMMARY_COLUMNS} ${COURSE_FROM} JOIN wishlist_items w ON w.course_id = c.id AND w.user_id = $1
       WHERE c.published ORDER BY w.created_at DESC, c.id`,
      [userId],
    );
    return rows;
  }

  /** Adds published courses (unknown ones are skipped); keeps the list within WISHLIST_MAX. Returns the ids now on it. */
  async add(userId: number, courseIds: number[]): Promise<number[]> {
    await this.db.query(
      `INSERT INTO wishlist_items (user_id, course_id)
       SELECT $1, c.id FROM courses c WHERE c.id = ANY($2::int[]) AND c.published
         AND (SELECT count(*) FROM wishlist_items WHERE user_id = $1) < $3
       ON CONFLICT DO NOTHING`,
      [userId, courseIds.slice(0, WISHLIST_MAX), WISHLIST_MAX],
    );
    return this.ids(userId);
  }

  async remove(userId: number, courseId: number): Promise<number[]> {
    await this.db.query('DELETE FROM wishlist_items WHERE user_id = $1 AND course_id = $2', [userId, courseId]);
    return this.ids(userId);
  }

  async ids(userId: number): Promise<number[]> {
    const { rows } = await this.db.query('SELECT course_id FROM wishlist_items WHERE user_id = $1 ORDER BY created_at DESC, course_id', [userId]);
    return rows.map((r) => r.course_id as number);
  }
}
