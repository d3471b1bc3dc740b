import type { Pool } from 'pg';
import type { Queryable } from '../db/database';

export interface PricedLine {
  course_id: number;
  name: string;
  type: string;
  pod_id: number | null;
  cycle: number | null;
  price: number;
  unit_price: number;
}

export interface PromoResult {
  code: string;
  promotion_id: number;
  name: string;
  discount: number;
}

const PROMO_COLUMNS = `p.id, p.name, p.slug, p.description, p.image, p.discount_type, p.discount_value, p.max_discount, p.min_total,
  p.course_ids, p.starts_at, p.ends_at, (p.starts_at <= now() AND p.ends_at > now()) AS active,
  coalesce((SELECT array_agg(pc.code ORDER BY pc.code) FROM promo_codes pc WHERE pc.promotion_id = p.id AND pc.max_uses IS NULL), '{}') AS codes`;

export class PromotionsRepository {
  constructor(private readonly db: Pool) {}

  async list(includeEnded: boolean) {
    const { rows } = await this.db.query(
      `SELECT ${PROMO_COLUMNS} FROM promotions p ${includeEnded ? '' : 'WHERE p.ends_at > now()'} ORDER BY p.ends_at DESC, p.id`,
    );
    return rows;
  }

  async details(ref: { id?: number; slug?: string }) {
    const { rows } = await this.db.query(`SELECT ${PROMO_COLUMNS} FROM promotions p WHERE p.id = $1 OR p.slug = $2`, [
      ref.id ?? null,
      ref.slug ?? null,
    ]);
    return rows[0] ?? null;
  }

  /** Server prices of courses (pod price when a pod of that course is chosen). Unknown ids are simply absent. */
  async priceLines(items: Array<{ course_id: number; pod_id?: number | null }>, q: Queryable = this.db): Promise<PricedLine[]> {
    const { rows } = await q.query(
      `SELECT c.id AS course_id, c.name, c.type, pod.id AS pod_id, pod.cycle, c.price, coalesce(pod.price, c.price_new) AS unit_price
       FROM jsonb_to_recordset($1::jsonb) AS x(course_id int, pod_id int)
       JOIN courses c ON c.id = x.course_id AND c.published
       LEFT JOIN course_pods pod ON pod.id = x.pod_id AND pod.course_id = c.id`,
      [JSON.stringify(items.map((i) => ({ course_id: i.course_id, pod_id: i.pod_id ?? null })))],
    );
    return rows;
  }

  /**
   * Validates a promo code for the given lines and computes the discount on the server.
   * Returns a Vietnamese reason when the code cannot be used.
   */
  async evaluate(code: string, lines: PricedLine[], q: Queryable = this.db): Promise<PromoResult | { error: string }> {
    const { rows } = await q.query(
      `SELECT pc.code, pc.max_uses, pc.used_count, ${PROMO_COLUMNS} FROM promo_codes pc JOIN promotions p ON p.id = pc.promotion_id
       WHERE pc.code = upper($1)`,
      [code.trim()],
    );
    const promo = rows[0];
    if (!promo) return { error: 'Mã khuyến mãi không tồn tại' };
    if (!promo.active) return { error: 'Mã khuyến mãi đã hết hạn hoặc chưa bắt đầu' };
    if (promo.max_uses !== null && promo.used_count >= promo.max_uses) return { error: 'Mã khuyến mãi đã hết lượt sử dụng' };
    const eligible = lines.filter((l) => !promo.course_ids || promo.course_ids.includes(l.course_id));
    const base = eligible.reduce((s, l) => s + l.unit_price, 0);
    if (eligible.length === 0 || base === 0) return { error: 'Mã khuyến mãi không áp dụng cho các khóa học đã chọn' };
    const total = lines.reduce((s, l) => s + l.unit_price, 0);
    if (total < promo.min_total) return { error: `Mã khuyến mãi chỉ áp dụng cho đơn từ ${promo.min_total.toLocaleString('vi-VN')}đ` };
    let discount = promo.discount_type === 'percent' ? Math.floor((base * promo.discount_value) / 100) : promo.discount_value;
    if (promo.max_discount !== null) discount = Math.min(discount, promo.max_discount);
    discount = Math.min(discount, base);
    return { code: promo.code, promotion_id: promo.id, name: promo.name, discount };
  }

  /** Counts one use; false when the code ran out meanwhile. */
  async consume(q: Queryable, code: string): Promise<boolean> {
    const { rowCount } = await q.query(
      'UPDATE promo_codes SET used_count = used_count + 1 WHERE code = $1 AND (max_uses IS NULL OR used_count < max_uses)',
      [code],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Gives back the use a pending order reserved (the order was replaced before it was paid). */
  async release(q: Queryable, code: string): Promise<void> {
    await q.query('UPDATE promo_codes SET used_count = greatest(used_count - 1, 0) WHERE code = $1', [code]);
  }

  /** Whether this learner already has an order (pending or paid) with this code: one use per learner. */
  async usedBy(q: Queryable, userId: number, code: string): Promise<boolean> {
    const { rowCount } = await q.query(
      `SELECT 1 FROM orders WHERE user_id = $1 AND upper(promo_code) = upper($2) AND status IN ('pending', 'completed') LIMIT 1`,
      [userId, code],
    );
    return (rowCount ?? 0) > 0;
  }
}
