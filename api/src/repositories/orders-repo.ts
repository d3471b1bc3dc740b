import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { Queryable } from '../db/database';
import type { PricedLine } from './promotions-repo';

const ORDER_COLUMNS = `o.id, o.code, o.status, o.subtotal, o.discount, o.total, o.promo_code, o.full_name, o.email, o.phone,
  o.payment_method, o.created_at, o.paid_at,
  coalesce((SELECT json_agg(json_build_object('course_id', i.course_id, 'name', i.name, 'pod_id', i.pod_id,
             'pod_cycle', (SELECT pod.cycle FROM course_pods pod WHERE pod.id = i.pod_id), 'price', i.price, 'unit_price', i.unit_price, 'alias', c.alias, 'alias_code', c.alias_code, 'thumbnail', c.thumbnail) ORDER BY i.course_id)
            FROM order_items i JOIN courses c ON c.id = i.course_id WHERE i.order_id = o.id), '[]'::json) AS items`;

export interface NewOrder {
  userId: number;
  status: 'pending' | 'completed';
  subtotal: number;
  discount: number;
  total: number;
  promoCode: string | null;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  idempotencyKey: string | null;
  requestHash: string;
  lines: PricedLine[];
}

/** Transaction references say where they were paid (and are short enough for a bank transfer note). */
const TXN_PREFIX: Record<string, string> = { sandbox: 'SBX', vnpay: 'VNP', momo: 'MM', vietqr: 'CK' };

export class OrdersRepository {
  constructor(private readonly db: Pool) {}

  async byIdempotencyKey(q: Queryable, userId: number, key: string) {
    const { rows } = await q.query(`SELECT o.request_hash, ${ORDER_COLUMNS} FROM orders o WHERE o.user_id = $1 AND o.idempotency_key = $2`, [
      userId,
      key,
    ]);
    return rows[0] ?? null;
  }

  /** Inserts order + items; null when the Idempotency-Key was taken concurrently. */
  async insert(q: Queryable, o: NewOrder): Promise<number | null> {
    const code = `DH${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;
    const { rows } = await q.query(
      `INSERT INTO orders (code, user_id, status, subtotal, discount, total, promo_code, full_name, email, phone, idempotency_key,
                           request_hash, payment_method, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $3 = 'completed' THEN now() END)
       ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`,
      [
        code,
        o.userId,
        o.status,
        o.subtotal,
        o.discount,
        o.total,
        o.promoCode,
        o.fullName,
        o.email,
        o.phone,
        o.idempotencyKey,
        o.requestHash,
        o.total === 0 ? 'free' : null,
      ],
    );
    const id = rows[0]?.id;
    if (!id) return null;
    await q.query(
      `INSERT INTO order_items (order_id, course_id, pod_id, name, price, unit_price)
       SELECT $1, x.course_id, x.pod_id, x.name, x.price, x.unit_price
       FROM jsonb_to_recordset($2::jsonb) AS x(course_id int, pod_id int, name text, price int, unit_price int)`,
      [id, JSON.stringify(o.lines)],
    );
    return id;
  }

  /** The user's order by id or code; null when unknown or someone else's. */
  async details(userId: number, ref: { id?: number; code?: string }, q: Queryable = this.db) {
    const { rows } = await q.query(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.user_id = $1 AND (o.id = $2 OR o.code = $3)`, [
      userId,
      ref.id ?? null,
      ref.code ?? null,
    ]);
    return rows[0] ?? null;
  }

  async list(userId: number, page: number, pageSize: number, status?: string) {
    const { rows } = await this.db.query(
      `SELECT ${ORDER_COLUMNS}, count(*) OVER () AS total_count FROM orders o
       WHERE o.user_id = $1 AND ($4::text IS NULL OR o.status = $4)
       ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize, status ?? null],
    );
    const total = rows[0]?.total_count ?? 0;
    for (const r of rows) delete r.total_count;
    return { items: rows, page, page_size: pageSize, total };
  }

  async items(q: Queryable, orderId: number): Promise<Array<{ course_id: number; cycle: number | null }>> {
    const { rows } = await q.query(
      `SELECT i.course_id, pod.cycle FROM order_items i LEFT JOIN course_pods pod ON pod.id = i.pod_id WHERE i.order_id = $1`,
      [orderId],
    );
    return rows;
  }

  /** A new payment attempt of one of the learner's pending orders, through `provider`; null when there is no such order. */
  async createPayment(userId: number, orderId: number, provider = 'sandbox') {
    const txn = `${TXN_PREFIX[provider] ?? 'PAY'}${randomBytes(8).toString('hex').toUpperCase()}`;
    const { rows } = await this.db.query(
      `INSERT INTO payments (order_id, provider, amount, status, txn_ref)
       SELECT o.id, $4, o.total, 'pending', $3 FROM orders o WHERE o.id = $1 AND o.user_id = $2 AND o.status = 'pending'
       RETURNING txn_ref, amount, (SELECT code FROM orders WHERE id = $1) AS order_code`,
      [orderId, userId, txn, provider],
    );
    return rows[0] ?? null;
  }

  async paymentByTxn(q: Queryable, txnRef: string, lock = false) {
    const { rows } = await q.query(
      `SELECT p.id, p.order_id, p.amount, p.status, p.txn_ref, p.provider, o.code AS order_code, o.total, o.user_id, o.status AS order_status, o.promo_code
       FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.txn_ref = $1 ${lock ? 'FOR UPDATE OF p, o' : ''}`,
      [txnRef],
    );
    return rows[0] ?? null;
  }

  async setPaymentStatus(q: Queryable, paymentId: number, status: string): Promise<void> {
    await q.query(`UPDATE payments SET status = $2, completed_at = now() WHERE id = $1`, [paymentId, status]);
  }

  async complete(q: Queryable, orderId: number, provider = 'sandbox'): Promise<void> {
    await q.query(`UPDATE orders SET status = 'completed', paid_at = now(), payment_method = $2 WHERE id = $1`, [orderId, provider]);
  }

  async ownedCourseIds(userId: number, courseIds: number[], q: Queryable = this.db): Promise<number[]> {
    const { rows } = await q.query(
      `SELECT course_id FROM enrolments WHERE user_id = $1 AND course_id = ANY($2::int[]) AND (expires_at IS NULL OR expires_at > now())`,
      [userId, courseIds],
    );
    return rows.map((r) => r.course_id);
  }

  /**
   * One payable order per course: the learner's older pending orders for any of these courses are
   * cancelled (their payments can no longer complete). Returns the promo codes they had reserved.
   */
  async cancelPendingFor(q: Queryable, userId: number, courseIds: number[]): Promise<string[]> {
    const { rows } = await q.query<{ promo_code: string | null }>(
      `UPDATE orders o SET status = 'cancelled'
       WHERE o.user_id = $1 AND o.status = 'pending'
         AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.course_id = ANY($2::int[]))
       RETURNING o.promo_code`,
      [userId, courseIds],
    );
    return rows.map((r) => r.promo_code).filter((c): c is string => c !== null);
  }
}
