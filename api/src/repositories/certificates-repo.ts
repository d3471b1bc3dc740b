import { randomInt } from 'node:crypto';
import type { Pool } from 'pg';

/** A certificate as its page shows it: the names as issued, and the course's link. */
const CERTIFICATE = `k.code, k.learner_name, k.course_name, k.lesson_count, k.issued_at, c.id AS course_id, c.alias, c.alias_code
  FROM certificates k JOIN courses c ON c.id = k.course_id`;

/** Letters and digits a person reads back without confusion (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newCertificateCode = (): string =>
  `KH-${Array.from({ length: 10 }, (_, i) => (i === 5 ? '-' : '') + ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** Certificates of completion and their public verification. */
export class CertificatesRepository {
  constructor(private readonly db: Pool) {}

  /**
   * Issues the learner's certificate for the course when every lesson of it is completed (once: a second call finds
   * it). Returns the certificate's code, or null while lessons remain.
   */
  async issueIfComplete(userId: number, courseId: number): Promise<string | null> {
    await this.db.query(
      `INSERT INTO certificates (code, user_id, course_id, learner_name, course_name, lesson_count)
       SELECT $3, u.id, c.id, u.full_name, c.name, (SELECT count(*) FROM lessons l WHERE l.course_id = c.id)
       FROM users u, courses c
       WHERE u.id = $1 AND c.id = $2
         AND EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id AND NOT EXISTS (
               SELECT 1 FROM learning_logs g WHERE g.user_id = u.id AND g.lesson_id = l.id AND g.completed))
       ON CONFLICT (user_id, course_id) DO NOTHING`,
      [userId, courseId, newCertificateCode()],
    );
    const { rows } = await this.db.query('SELECT code FROM certificates WHERE user_id = $1 AND course_id = $2', [userId, courseId]);
    return (rows[0]?.code as string | undefined) ?? null;
  }

  /** A certificate as anyone verifying it sees it (no account details beyond the name printed on it). */
  async byCode(code: string) {
    const { rows } = await this.db.query(`SELECT ${CERTIFICATE} WHERE k.code = $1`, [code]);
    return rows[0] ?? null;
  }

  async mine(userId: number) {
    const { rows } = await this.db.query(`SELECT ${CERTIFICATE} WHERE k.user_id = $1 ORDER BY k.issued_at DESC`, [userId]);
    return rows;
  }
}
