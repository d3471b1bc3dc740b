import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { Queryable } from '../db/database';
import type { AffiliateApplyBody, AffiliateStatus } from '@edu/shared/dto';

/** A link's code: 8 characters of an alphabet without look-alikes (0/O, 1/I/L), easy to read aloud. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newCode(): string {
  return [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Applications, links, clicks and which link brought an order. The money is in affiliate-ledger-repo.ts. */
export class AffiliateRepository {
  constructor(private readonly db: Pool) {}

  async profile(userId: number, q: Queryable = this.db) {
    const { rows } = await q.query(
      `SELECT status, bank_name, right(bank_account, 4) AS bank_account_last4, account_holder, applied_at, decided_at,
              bank_account
       FROM affiliates WHERE user_id = $1`,
      [userId],
    );
    return (rows[0] ?? null) as null | {
      status: AffiliateStatus;
      bank_name: string;
      bank_account_last4: string;
      bank_account: string;
      account_holder: string;
      applied_at: Date;
      decided_at: Date | null;
    };
  }

  /** A new application, or a rejected one sent again (back to pending); an approved or pending one is left as it is. */
  async apply(userId: number, body: AffiliateApplyBody, termsVersion: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO affiliates (user_id, status, bank_name, bank_account, account_holder, terms_version, terms_accepted_at)
       VALUES ($1, 'pending', $2, $3, $4, $5, now())
       ON CONFLICT (user_id) DO UPDATE SET status = 'pending', bank_name = EXCLUDED.bank_name, bank_account = EXCLUDED.bank_account,
         account_holder = EXCLUDED.account_holder, terms_version = EXCLUDED.terms_version, terms_accepted_at = now(),
         applied_at = now(), decided_at = NULL
       WHERE affiliates.status = 'rejected'`,
      [userId, body.bank_name.trim(), body.bank_account, body.account_holder.trim(), termsVersion],
    );
    return (rowCount ?? 0) > 0;
  }

  async applications(status: AffiliateStatus | undefined) {
    const { rows } = await this.db.query(
      `SELECT a.user_id, u.full_name, u.email, a.status, a.bank_name, a.bank_account, a.account_holder, a.applied_at, a.decided_at
       FROM affiliates a JOIN users u ON u.id = a.user_id
       WHERE $1::text IS NULL OR a.status = $1 ORDER BY a.applied_at DESC LIMIT 200`,
      [status ?? null],
    );
    return rows;
  }

  async decide(userId: number, decision: 'approved' | 'rejected'): Promise<boolean> {
    const { rowCount } = await this.db.query(`UPDATE affiliates SET status = $2, decided_at = now() WHERE user_id = $1 AND status <> $2`, [
      userId,
      decision,
    ]);
    return (rowCount ?? 0) > 0;
  }

  /** The affiliate's link to a path: the one made before for the same path, else a new code. */
  async link(userId: number, path: string): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      const { rows } = await this.db.query(
        `WITH ins AS (
           INSERT INTO affiliate_links (user_id, code, target_path) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING id)
         SELECT id FROM ins UNION ALL SELECT id FROM affiliate_links WHERE user_id = $1 AND target_path = $3`,
        [userId, newCode(), path],
      );
      if (rows[0]) return rows[0].id;
      // the random code was taken (one in ~10^11): draw again
      if (attempt > 3) throw new Error('could not draw a free affiliate code');
    }
  }

  /** A link that counts: its affiliate is approved. */
  async activeLink(code: string, q: Queryable = this.db): Promise<{ id: number; user_id: number } | null> {
    const { rows } = await q.query(
      `SELECT l.id, l.user_id FROM affiliate_links l JOIN affiliates a ON a.user_id = l.user_id AND a.status = 'approved'
       WHERE l.code = $1`,
      [code.toUpperCase()],
    );
    return rows[0] ?? null;
  }

  /**
   * One click per link, visitor and day. A visitor without the visitor cookie (a first visit, or a client that
   * keeps none) is matched by the fingerprint, so a cookieless client cannot inflate the count.
   */
  async click(linkId: number, day: string, visitor: string, fingerprint: string, hadCookie: boolean, at: Date): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO affiliate_clicks (link_id, day, visitor, fingerprint, at)
       SELECT $1, $2::date, $3, $4, $6
       WHERE NOT EXISTS (SELECT 1 FROM affiliate_clicks c WHERE c.link_id = $1 AND c.day = $2::date
                           AND (c.visitor = $3 OR (NOT $5 AND c.fingerprint = $4)))
       ON CONFLICT DO NOTHING`,
      [linkId, day, visitor, fingerprint, hadCookie, at],
    );
    return (rowCount ?? 0) > 0;
  }

  async recordReferral(q: Queryable, orderId: number, linkId: number, affiliateId: number, clickedAt: Date): Promise<void> {
    await q.query(`INSERT INTO order_referrals (order_id, link_id, affiliate_id, clicked_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
      orderId,
      linkId,
      affiliateId,
      clickedAt,
    ]);
  }

  async setRate(courseId: number, rateBp: number | null): Promise<boolean> {
    const exists = await this.db.query(`SELECT 1 FROM courses WHERE id = $1`, [courseId]);
    if (!exists.rowCount) return false;
    if (rateBp === null) await this.db.query(`DELETE FROM affiliate_rates WHERE course_id = $1`, [courseId]);
    else {
      await this.db.query(`INSERT INTO affiliate_rates (course_id, rate_bp) VALUES ($1, $2) ON CONFLICT (course_id) DO UPDATE SET rate_bp = $2`, [
        courseId,
        rateBp,
      ]);
    }
    return true;
  }
}
