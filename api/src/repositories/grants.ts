import type { Queryable } from '../db/database';

/** Days of access bought with a package-duration code (SPEC §3); null = unlimited. */
export const CYCLE_DAYS: Record<number, number | null> = { 1: 1, 2: 7, 3: 30, 4: 365, 5: null, 6: 10, 7: 30, 8: 90, 9: 180 };

/**
 * Grant courses (and, for a course group, its children). An existing grant is extended, never shortened:
 * unlimited (NULL) wins over a date.
 */
export async function grantCourses(
  q: Queryable,
  userId: number,
  grants: Array<{ course_id: number; days: number | null }>,
  source: string,
  orderId: number | null,
): Promise<void> {
  if (grants.length === 0) return;
  await q.query(
    `WITH g AS (SELECT (x->>'course_id')::int AS course_id, (x->>'days')::int AS days FROM jsonb_array_elements($2::jsonb) x),
          all_g AS (SELECT course_id, days FROM g UNION ALL SELECT cc.child_id, g.days FROM g JOIN course_children cc ON cc.parent_id = g.course_id)
     INSERT INTO enrolments (user_id, course_id, source, order_id, expires_at)
     SELECT DISTINCT ON (course_id) $1, course_id, $3, $4, CASE WHEN days IS NULL THEN NULL ELSE now() + make_interval(days => days) END
     FROM all_g ORDER BY course_id, days DESC NULLS FIRST
     ON CONFLICT (user_id, course_id) DO UPDATE SET
       expires_at = CASE WHEN enrolments.expires_at IS NULL OR EXCLUDED.expires_at IS NULL THEN NULL
                         ELSE greatest(enrolments.expires_at, EXCLUDED.expires_at) END`,
    [userId, JSON.stringify(grants), source, orderId],
  );
}
