import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { withTransaction } from '../../db/database';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { formatVnd } from './format';
import { commissionOf } from './rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A paid order that came through a link credits its affiliate: pending until the refund window has passed. Called
 * inside the payment's transaction; a second call for the same order adds nothing.
 */
export async function creditSale(app: FastifyInstance, q: Queryable, orderId: number): Promise<void> {
  const rules = app.config.affiliate;
  const sale = await app.repos.affiliateLedger.saleInputs(q, orderId, rules.defaultRateBp);
  if (!sale || sale.affiliate_id === sale.user_id) return;
  const { base, amount } = commissionOf(sale.lines, sale.subtotal, sale.total);
  if (amount <= 0) return;
  const now = app.config.clock();
  await app.repos.affiliateLedger.insertSale(q, {
    orderId,
    affiliateId: sale.affiliate_id,
    linkId: sale.link_id,
    base,
    amount,
    at: new Date(now),
    approveAfter: new Date(now + rules.refundWindowDays * DAY_MS),
  });
}

/** Everything approved and in no payout, as one payout request, when it reaches the minimum. */
export async function requestPayout(app: FastifyInstance, affiliateId: number) {
  const { affiliate, affiliateLedger } = app.repos;
  return withTransaction(app.db, async (client) => {
    const me = await affiliate.profile(affiliateId, client);
    if (!me || me.status !== 'approved') throw forbidden('Bạn chưa là cộng tác viên tiếp thị liên kết đã được duyệt');
    await client.query('SELECT 1 FROM affiliates WHERE user_id = $1 FOR UPDATE', [affiliateId]);
    await affiliateLedger.approveDue(client, new Date(app.config.clock()), affiliateId);
    const amount = await affiliateLedger.available(client, affiliateId);
    const min = app.config.affiliate.minPayout;
    if (amount < min) throw badRequest(`Số dư đã duyệt (${formatVnd(Math.max(amount, 0))}) chưa đạt mức rút tối thiểu ${formatVnd(min)}`);
    const payout = await affiliateLedger.createPayout(client, affiliateId, amount, me);
    if (!payout) throw conflict('Bạn đang có một yêu cầu rút tiền chờ xử lý');
    return payout;
  });
}
