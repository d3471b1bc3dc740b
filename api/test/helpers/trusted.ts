import type pg from 'pg';
import type { Call } from './client';
import { registerUser, type TestUser } from './users';

/**
 * A learner whose reports carry full weight (api/src/repositories/moderation-repo.ts): an account two months old
 * that owns the course. Registered now, then aged and enrolled in the database.
 */
export async function trustedLearner(call: Call, db: pg.Client, courseId: number): Promise<TestUser> {
  const u = await registerUser(call);
  await db.query(`UPDATE users SET created_at = now() - interval '60 days' WHERE id = $1`, [u.id]);
  await db.query(`INSERT INTO enrolments (user_id, course_id, source) VALUES ($1, $2, 'free') ON CONFLICT DO NOTHING`, [u.id, courseId]);
  return u;
}
