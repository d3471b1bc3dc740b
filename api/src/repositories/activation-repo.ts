import type { Queryable } from '../db/database';

export class ActivationRepository {
  /** Claims a code for a user; 'used' / 'unknown' when it cannot be claimed. */
  async claim(q: Queryable, code: string, userId: number): Promise<{ course_id: number; duration_days: number | null } | 'used' | 'unknown'> {
    const normalized = code.trim().toUpperCase();
    const { rows } = await q.query(
      `UPDATE activation_codes SET used_by = $2, used_at = now() WHERE code = $1 AND used_by IS NULL RETURNING course_id, duration_days`,
      [normalized, userId],
    );
    if (rows[0]) return rows[0];
    const exists = await q.query('SELECT 1 FROM activation_codes WHERE code = $1', [normalized]);
    return exists.rowCount ? 'used' : 'unknown';
  }
}
