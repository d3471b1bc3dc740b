import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../db/database';
import { badRequest, notFound } from '../lib/errors';

/**
 * An admin refunds a paid order: the order becomes refunded, the courses it granted are taken back, and an
 * affiliate commission it earned is reversed (or clawed back from the next payout when already paid out).
 */
export async function refundOrder(app: FastifyInstance, code: string) {
  return withTransaction(app.db, async (client) => {
    const { rows } = await client.query(`SELECT id, status, total FROM orders WHERE code = $1 FOR UPDATE`, [code]);
    const order = rows[0];
    if (!order) throw notFound('Không tìm thấy đơn hàng');
    if (order.status === 'refunded') throw badRequest('Đơn hàng đã được hoàn tiền trước đó');
    if (order.status !== 'completed' || order.total <= 0) throw badRequest('Chỉ hoàn tiền được đơn hàng đã thanh toán');
    await client.query(`UPDATE orders SET status = 'refunded' WHERE id = $1`, [order.id]);
    await client.query(`DELETE FROM enrolments WHERE order_id = $1 AND source = 'order'`, [order.id]);
    const commission = await app.repos.affiliateLedger.reverse(client, order.id, new Date(app.config.clock()));
    return { code, status: 'refunded' as const, commission };
  });
}
