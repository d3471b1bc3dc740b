import type { Pool } from 'pg';
import type { Queryable } from '../db/database';
import { COURSE_FROM, COURSE_SUMMARY_COLUMNS } from './course-sql';

export type CartOwner = { userId: number } | { guestToken: string };

const ownerKey = (owner: CartOwner): ['user_id' | 'guest_token', number | string] =>
  'userId' in owner ? ['user_id', owner.userId] : ['guest_token', owner.guestToken];

/** One cart per user; a guest cart (X-Guest-Token) merges into the user's cart at login. */
export class CartRepository {
  constructor(private readonly db: Pool) {}

  private async cartId(owner: CartOwner, create: boolean, q: Queryable = this.db): Promise<number | null> {
    const byUser = 'userId' in owner;
    const key = byUser ? owner.userId : owner.guestToken;
    const col = byUser ? 'user_id' : 'guest_token';
    // Read first: adding to an existing cart must not rewrite (and lock) the cart row.
    const found = await q.query(`SELECT id FROM carts WHERE ${col} = $1`, [key]);
    if (found.rows[0] || !create) return found.rows[0]?.id ?? null;
    const { rows } = await q.query(`INSERT INTO carts (${col}) VALUES ($1) ON CONFLICT (${col}) DO UPDATE SET updated_at = now() RETURNING id`, [
      key,
    ]);
    return rows[0].id;
  }

  async get(owner: CartOwner) {
    const [col, key] = ownerKey(owner);
    const { rows } = await this.db.query(
      `SELECT ${COURSE_SUMMARY_COLUMNS}, ci.pod_id, ci.added_at,
         CASE WHEN pod.id IS NULL THEN NULL ELSE json_build_object('id', pod.id, 'cycle', pod.cycle, 'price', pod.price) END AS pod,
         coalesce(pod.price, c.price_new) AS unit_price
       ${COURSE_FROM} JOIN cart_items ci ON ci.course_id = c.id
       JOIN carts ct ON ct.id = ci.cart_id AND ct.${col} = $1
       LEFT JOIN course_pods pod ON pod.id = ci.pod_id AND pod.course_id = c.id
       ORDER BY ci.added_at, c.id`,
      [key],
    );
    const items = rows.map(({ pod_id, pod, unit_price, added_at, ...course }) => ({ course, pod_id, pod, price: unit_price, added_at }));
    return { items, count: items.length, subtotal: items.reduce((s, i) => s + i.price, 0) };
  }

  /** One statement: creates the cart when missing (without rewriting an existing one) and upserts the item. */
  async add(owner: CartOwner, courseId: number, podId: number | null): Promise<void> {
    const [col, key] = ownerKey(owner);
    const sql = `WITH created AS (INSERT INTO carts (${col}) VALUES ($1) ON CONFLICT (${col}) DO NOTHING RETURNING id),
            cart AS (SELECT id FROM created UNION ALL SELECT id FROM carts WHERE ${col} = $1)
       INSERT INTO cart_items (cart_id, course_id, pod_id) SELECT id, $2, $3 FROM cart LIMIT 1
       ON CONFLICT (cart_id, course_id) DO UPDATE SET pod_id = EXCLUDED.pod_id`;
    const r = await this.db.query(sql, [key, courseId, podId]);
    // A concurrent first add created the cart after this statement's snapshot: run again, it is visible now.
    if (!r.rowCount) await this.db.query(sql, [key, courseId, podId]);
  }

  async remove(owner: CartOwner, courseIds: number[] | null): Promise<void> {
    const id = await this.cartId(owner, false);
    if (!id) return;
    if (courseIds === null) await this.db.query('DELETE FROM cart_items WHERE cart_id = $1', [id]);
    else await this.db.query('DELETE FROM cart_items WHERE cart_id = $1 AND course_id = ANY($2::int[])', [id, courseIds]);
  }

  async removeForUser(q: Queryable, userId: number, courseIds: number[]): Promise<void> {
    await q.query('DELETE FROM cart_items WHERE cart_id = (SELECT id FROM carts WHERE user_id = $1) AND course_id = ANY($2::int[])', [
      userId,
      courseIds,
    ]);
  }

  /** Guest items move into the user's cart (courses the user already owns are dropped); the guest cart is deleted. */
  async mergeGuest(guestToken: string, userId: number): Promise<void> {
    const guest = await this.cartId({ guestToken }, false);
    if (!guest) return;
    const target = await this.cartId({ userId }, true);
    await this.db.query(
      `WITH moved AS (DELETE FROM carts WHERE id = $1 AND user_id IS NULL RETURNING id)
       INSERT INTO cart_items (cart_id, course_id, pod_id, added_at)
       SELECT $2, ci.course_id, ci.pod_id, ci.added_at FROM cart_items ci
       WHERE ci.cart_id = $1 AND NOT EXISTS (SELECT 1 FROM enrolments e WHERE e.user_id = $3 AND e.course_id = ci.course_id)
       ON CONFLICT (cart_id, course_id) DO NOTHING`,
      [guest, target, userId],
    );
  }
}
