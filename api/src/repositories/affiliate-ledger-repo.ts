import type { Pool } from 'pg';
import type { Queryable } from '../db/database';

/** What a commission row shows as: pending / approved from the row, requested / paid from its payout. */
const SHOWN_STATUS = `CASE WHEN c.status <> 'approved' OR c.payout_id IS NULL THEN c.status ELSE p.status END`;

/** Commissions (the ledger), payouts, and the affiliate's figures. Amounts are VND integers. */
export class AffiliateLedgerRepository {
  constructor(private readonly db: Pool) {}

  /** The order's referral, buyer and totals, and its lines with their rates (the course's, else `defaultRateBp`). */
  async saleInputs(q: Queryable, orderId: number, defaultRateBp: number) {
    const { rows } = await q.query(
      `SELECT r.link_id, r.affiliate_id, o.user_id, o.subtotal, o.total FROM order_referrals r JOIN orders o ON o.id = r.order_id
       WHERE r.order_id = $1`,
      [orderId],
    );
    if (!rows[0]) return null;
    const lines = await q.query<{ unit_price: number; rate_bp: number }>(
      `SELECT i.unit_price, coalesce(ar.rate_bp, $2) AS rate_bp FROM order_items i
       LEFT JOIN affiliate_rates ar ON ar.course_id = i.course_id WHERE i.order_id = $1 ORDER BY i.course_id`,
      [orderId, defaultRateBp],
    );
    return { ...(rows[0] as { link_id: number; affiliate_id: number; user_id: number; subtotal: number; total: number }), lines: lines.rows };
  }

  async insertSale(
    q: Queryable,
    s: { orderId: number; affiliateId: number; linkId: number; base: number; amount: number; at: Date; approveAfter: Date },
  ) {
    await q.query(
      `INSERT INTO affiliate_commissions (order_id, affiliate_id, link_id, kind, base, amount, status, created_at, approve_after)
       VALUES ($1, $2, $3, 'sale', $4, $5, 'pending', $6, $7) ON CONFLICT (order_id, kind) DO NOTHING`,
      [s.orderId, s.affiliateId, s.linkId, s.base, s.amount, s.at, s.approveAfter],
    );
  }

  /**
   * A refunded or cancelled order: its commission is reversed while no payout holds it; once a payout does, a
   * negative clawback (approved at once) is netted from the next payout. Idempotent. Returns what happened.
   */
  async reverse(q: Queryable, orderId: number, at: Date): Promise<'reversed' | 'clawback' | 'none'> {
    const r = await q.query(
      `UPDATE affiliate_commissions SET status = 'reversed', reversed_at = $2
       WHERE order_id = $1 AND kind = 'sale' AND status IN ('pending', 'approved') AND payout_id IS NULL`,
      [orderId, at],
    );
    if (r.rowCount) return 'reversed';
    const c = await q.query(
      `INSERT INTO affiliate_commissions (order_id, affiliate_id, link_id, kind, base, amount, status, created_at, approve_after, approved_at)
       SELECT order_id, affiliate_id, link_id, 'clawback', -base, -amount, 'approved', $2, $2, $2 FROM affiliate_commissions
       WHERE order_id = $1 AND kind = 'sale' AND status = 'approved' AND payout_id IS NOT NULL
       ON CONFLICT (order_id, kind) DO NOTHING`,
      [orderId, at],
    );
    return c.rowCount ? 'clawback' : 'none';
  }

  /** The approval job: commissions whose refund window has passed at `now`, of orders still paid. */
  async approveDue(q: Queryable, now: Date, affiliateId: number | null = null): Promise<number> {
    const { rowCount } = await q.query(
      `UPDATE affiliate_commissions c SET status = 'approved', approved_at = $1
       FROM orders o WHERE o.id = c.order_id AND o.status = 'completed'
         AND c.status = 'pending' AND c.approve_after <= $1 AND ($2::int IS NULL OR c.affiliate_id = $2)`,
      [now, affiliateId],
    );
    return rowCount ?? 0;
  }

  /** Approved and in no payout: what a payout request takes (clawbacks included). */
  async available(q: Queryable, affiliateId: number): Promise<number> {
    const { rows } = await q.query(
      `SELECT coalesce(sum(amount), 0)::int AS n FROM affiliate_commissions WHERE affiliate_id = $1 AND status = 'approved' AND payout_id IS NULL`,
      [affiliateId],
    );
    return rows[0].n;
  }

  /** A payout of everything available; null when one is already waiting for the admin. */
  async createPayout(q: Queryable, affiliateId: number, amount: number, bank: { bank_name: string; bank_account: string; account_holder: string }) {
    const { rows } = await q.query(
      `INSERT INTO affiliate_payouts (user_id, amount, status, bank_name, bank_account, account_holder)
       VALUES ($1, $2, 'requested', $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id, amount, status, requested_at, paid_at`,
      [affiliateId, amount, bank.bank_name, bank.bank_account, bank.account_holder],
    );
    if (!rows[0]) return null;
    await q.query(`UPDATE affiliate_commissions SET payout_id = $2 WHERE affiliate_id = $1 AND status = 'approved' AND payout_id IS NULL`, [
      affiliateId,
      rows[0].id,
    ]);
    return rows[0];
  }

  async markPaid(payoutId: number) {
    const { rows } = await this.db.query(
      `UPDATE affiliate_payouts SET status = 'paid', paid_at = now() WHERE id = $1 AND status = 'requested'
       RETURNING id, amount, status, requested_at, paid_at`,
      [payoutId],
    );
    return rows[0] ?? null;
  }

  async payoutsForAdmin(status: 'requested' | 'paid' | undefined) {
    const { rows } = await this.db.query(
      `SELECT p.id, p.amount, p.status, p.requested_at, p.paid_at, p.user_id, u.full_name, p.bank_name, p.bank_account, p.account_holder
       FROM affiliate_payouts p JOIN users u ON u.id = p.user_id
       WHERE $1::text IS NULL OR p.status = $1 ORDER BY p.requested_at DESC LIMIT 200`,
      [status ?? null],
    );
    return rows;
  }

  // ---- the affiliate's dashboard: every query is scoped to one affiliate ----

  async summary(affiliateId: number) {
    const { rows } = await this.db.query(
      `SELECT
         (SELECT count(*)::int FROM affiliate_clicks k JOIN affiliate_links l ON l.id = k.link_id WHERE l.user_id = $1) AS clicks,
         count(*) FILTER (WHERE c.kind = 'sale' AND c.status <> 'reversed')::int AS orders,
         coalesce(sum(c.amount) FILTER (WHERE c.status = 'pending'), 0)::int AS pending,
         coalesce(sum(c.amount) FILTER (WHERE c.status = 'approved' AND c.payout_id IS NULL), 0)::int AS approved,
         coalesce(sum(c.amount) FILTER (WHERE c.status = 'approved' AND p.status = 'requested'), 0)::int AS requested,
         coalesce(sum(c.amount) FILTER (WHERE c.status = 'approved' AND p.status = 'paid'), 0)::int AS paid
       FROM affiliate_commissions c LEFT JOIN affiliate_payouts p ON p.id = c.payout_id WHERE c.affiliate_id = $1`,
      [affiliateId],
    );
    return rows[0];
  }

  async links(affiliateId: number) {
    const { rows } = await this.db.query(
      `SELECT l.id, l.code, l.target_path, l.created_at,
         (SELECT count(*)::int FROM affiliate_clicks k WHERE k.link_id = l.id) AS clicks,
         (SELECT count(*)::int FROM affiliate_commissions c WHERE c.link_id = l.id AND c.kind = 'sale' AND c.status <> 'reversed') AS orders,
         (SELECT coalesce(sum(amount), 0)::int FROM affiliate_commissions c WHERE c.link_id = l.id AND c.status = 'pending') AS pending,
         (SELECT coalesce(sum(amount), 0)::int FROM affiliate_commissions c WHERE c.link_id = l.id AND c.status = 'approved') AS approved
       FROM affiliate_links l WHERE l.user_id = $1 ORDER BY l.created_at DESC, l.id DESC`,
      [affiliateId],
    );
    return rows;
  }

  /** Per day (Vietnam time) from `from` (YYYY-MM-DD): clicks, and orders and commission by the day of the sale. */
  async series(affiliateId: number, from: string) {
    const clicks = await this.db.query(
      `SELECT k.day::text AS day, count(*)::int AS n FROM affiliate_clicks k JOIN affiliate_links l ON l.id = k.link_id
       WHERE l.user_id = $1 AND k.day >= $2::date GROUP BY k.day`,
      [affiliateId, from],
    );
    const sales = await this.db.query(
      `SELECT to_char((c.created_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD') AS day, count(*)::int AS orders, sum(c.amount)::int AS commission
       FROM affiliate_commissions c WHERE c.affiliate_id = $1 AND c.kind = 'sale' AND c.status <> 'reversed'
         AND (c.created_at AT TIME ZONE 'UTC') + interval '7 hours' >= $2::date GROUP BY 1`,
      [affiliateId, from],
    );
    return {
      clicks: clicks.rows as Array<{ day: string; n: number }>,
      sales: sales.rows as Array<{ day: string; orders: number; commission: number }>,
    };
  }

  async commissions(affiliateId: number) {
    const { rows } = await this.db.query(
      `SELECT c.id, c.kind, l.code AS link_code, c.base, c.amount, ${SHOWN_STATUS} AS status, c.created_at, c.approve_after,
         coalesce((SELECT string_agg(i.name, ', ' ORDER BY i.course_id) FROM order_items i WHERE i.order_id = c.order_id), '') AS courses
       FROM affiliate_commissions c JOIN affiliate_links l ON l.id = c.link_id LEFT JOIN affiliate_payouts p ON p.id = c.payout_id
       WHERE c.affiliate_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 50`,
      [affiliateId],
    );
    return rows;
  }

  async payouts(affiliateId: number) {
    const { rows } = await this.db.query(
      `SELECT id, amount, status, requested_at, paid_at FROM affiliate_payouts WHERE user_id = $1 ORDER BY requested_at DESC, id DESC`,
      [affiliateId],
    );
    return rows;
  }

  /** An order as the admin sees it, with its attribution and commission. */
  async orderForAdmin(code: string) {
    const { rows } = await this.db.query(
      `SELECT o.id, o.code, o.status, o.user_id, o.total, o.created_at, o.paid_at,
         r.affiliate_id, au.full_name AS affiliate_name, l.code AS link_code, l.target_path, r.clicked_at,
         c.amount AS commission_amount, ${SHOWN_STATUS} AS commission_status
       FROM orders o LEFT JOIN order_referrals r ON r.order_id = o.id
         LEFT JOIN affiliate_links l ON l.id = r.link_id LEFT JOIN users au ON au.id = r.affiliate_id
         LEFT JOIN affiliate_commissions c ON c.order_id = o.id AND c.kind = 'sale'
         LEFT JOIN affiliate_payouts p ON p.id = c.payout_id
       WHERE o.code = $1`,
      [code],
    );
    return rows[0] ?? null;
  }
}
