import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CreateOrderRequest } from '@edu/shared/dto';
import { withTransaction } from '../db/database';
import { AppError, badRequest, conflict, notFound } from '../lib/errors';
import { verifyPaymentReturn, type PaymentReturn } from '../lib/payment-signature';
import { CYCLE_DAYS, grantCourses } from '../repositories/grants';
import { creditSale } from './affiliate/ledger';

/** Prices and totals come from the database only; whatever prices a client sends are ignored. */
export async function createOrder(app: FastifyInstance, userId: number, input: CreateOrderRequest, idempotencyKey: string | null) {
  const courseIds = [...new Set(input.course_ids)];
  const requestHash = createHash('sha256')
    .update(JSON.stringify([courseIds.slice().sort((a, b) => a - b), input.pod_ids ?? {}, input.promo_code?.trim().toUpperCase() ?? null]))
    .digest('hex');
  const { orders, promotions, cart } = app.repos;

  return withTransaction(app.db, async (client) => {
    if (idempotencyKey) {
      const prior = await orders.byIdempotencyKey(client, userId, idempotencyKey);
      if (prior) {
        if (prior.request_hash !== requestHash) throw conflict('Idempotency-Key này đã được dùng cho một đơn hàng khác');
        const { request_hash: _, ...order } = prior;
        return { order, replayed: true };
      }
    }
    const lines = await promotions.priceLines(
      courseIds.map((id) => ({ course_id: id, pod_id: input.pod_ids?.[String(id)] ?? null })),
      client,
    );
    const missing = courseIds.filter((id) => !lines.some((l) => l.course_id === id));
    if (missing.length) throw notFound(`Không tìm thấy khóa học: ${missing.join(', ')}`);
    const notForSale = lines.filter((l) => l.type === 'no_retail');
    if (notForSale.length) throw badRequest(`Khóa học "${notForSale[0]!.name}" chỉ được bán trong combo`);
    const owned = await orders.ownedCourseIds(userId, courseIds, client);
    const toBuy = lines.filter((l) => !owned.includes(l.course_id));
    if (toBuy.length === 0) return { order: null, already_owned: owned, replayed: false };

    const subtotal = toBuy.reduce((s, l) => s + l.unit_price, 0);
    let discount = 0;
    let promoCode: string | null = null;
    // One payable order per course: what this learner left pending for these courses is replaced.
    for (const code of await orders.cancelPendingFor(
      client,
      userId,
      toBuy.map((l) => l.course_id),
    ))
      await promotions.release(client, code);
    if (input.promo_code?.trim() && subtotal > 0) {
      const promo = await promotions.evaluate(input.promo_code, toBuy, client);
      if ('error' in promo) throw badRequest(promo.error);
      if (await promotions.usedBy(client, userId, promo.code)) throw badRequest('Bạn đã sử dụng mã khuyến mãi này');
      discount = promo.discount;
      promoCode = promo.code;
    }
    const total = subtotal - discount;
    const status = total === 0 ? 'completed' : 'pending';
    const id = await orders.insert(client, {
      userId,
      status,
      subtotal,
      discount,
      total,
      promoCode,
      idempotencyKey,
      requestHash,
      lines: toBuy,
      fullName: input.full_name ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
    });
    if (id === null) {
      // Another request with the same key committed first: answer with its order.
      const prior = idempotencyKey ? await orders.byIdempotencyKey(client, userId, idempotencyKey) : null;
      if (!prior || prior.request_hash !== requestHash) throw new AppError(409, 'Idempotency-Key này đã được dùng cho một đơn hàng khác');
      const { request_hash: _, ...order } = prior;
      return { order, already_owned: owned, replayed: true };
    }
    // The order reserves its promo use now, paid or not: payment can never take a use beyond max_uses.
    if (promoCode && !(await promotions.consume(client, promoCode))) throw badRequest('Mã khuyến mãi đã hết lượt sử dụng');
    if (status === 'completed') {
      await grantCourses(
        client,
        userId,
        toBuy.map((l) => ({ course_id: l.course_id, days: l.cycle ? (CYCLE_DAYS[l.cycle] ?? null) : null })),
        toBuy.every((l) => l.unit_price === 0) ? 'free' : 'order',
        id,
      );
    }
    await cart.removeForUser(
      client,
      userId,
      toBuy.map((l) => l.course_id),
    );
    return { order: await orders.details(userId, { id }, client), already_owned: owned, replayed: false };
  });
}

/** Verifies the gateway's signed return; a success completes the order and grants its courses (idempotent). */
/** What a gateway vouched for (its signature already checked): the transaction, the amount paid, how it ended. */
export interface PaymentOutcome {
  /** The gateway that vouched; absent when our own signed return does (it names the transaction, whatever paid it). */
  provider?: 'sandbox' | 'vnpay' | 'momo' | 'vietqr';
  txnRef: string;
  amount: number;
  result: 'success' | 'failed' | 'cancelled';
  /** When the gateway names the order too (the sandbox does), it must be this payment's. */
  orderCode?: string;
}

type OrderDetails = Awaited<ReturnType<FastifyInstance['repos']['orders']['details']>>;
export type Settlement = { kind: 'settled' | 'already'; order: OrderDetails; paid: boolean } | { kind: 'unknown' | 'amount' | 'replaced' };

/**
 * Records a gateway's outcome once, whichever way it arrives first (the learner's return, the IPN, an admin's
 * confirmation): a success completes the order and grants its courses (a package for its duration); anything
 * else after that changes nothing.
 */
export async function settlePayment(app: FastifyInstance, outcome: PaymentOutcome): Promise<Settlement> {
  const { orders } = app.repos;
  return withTransaction(app.db, async (client) => {
    const payment = await orders.paymentByTxn(client, outcome.txnRef, true);
    if (
      !payment ||
      (outcome.provider !== undefined && payment.provider !== outcome.provider) ||
      (outcome.orderCode !== undefined && payment.order_code !== outcome.orderCode)
    )
      return { kind: 'unknown' };
    if (payment.amount !== outcome.amount || payment.total !== outcome.amount) return { kind: 'amount' };
    if (payment.order_status === 'cancelled') return { kind: 'replaced' };
    const details = () => orders.details(payment.user_id, { id: payment.order_id }, client);
    if (payment.status === 'paid' || payment.order_status === 'completed')
      return { kind: 'already', order: await details(), paid: payment.status === 'paid' };
    if (outcome.result !== 'success') {
      await orders.setPaymentStatus(client, payment.id, outcome.result);
      return { kind: 'settled', order: await details(), paid: false };
    }
    await orders.setPaymentStatus(client, payment.id, 'paid');
    await orders.complete(client, payment.order_id, payment.provider);
    const items = await orders.items(client, payment.order_id);
    await grantCourses(
      client,
      payment.user_id,
      items.map((i) => ({ course_id: i.course_id, days: i.cycle ? (CYCLE_DAYS[i.cycle] ?? null) : null })),
      'order',
      payment.order_id,
    );
    await creditSale(app, client, payment.order_id);
    return { kind: 'settled', order: await details(), paid: true };
  });
}

/**
 * A signed return as the site posts it back: the sandbox gateway's, or the one this API signs after verifying a real
 * gateway's return (VNPay, MoMo), so the site has one way to show the result.
 */
export async function validatePayment(app: FastifyInstance, ret: PaymentReturn, sig: string) {
  if (!verifyPaymentReturn(app.config.paymentSecret, ret, sig)) throw badRequest('Chữ ký thanh toán không hợp lệ');
  const r = await settlePayment(app, { txnRef: ret.txn_ref, amount: ret.amount, result: ret.result, orderCode: ret.order_code });
  if (r.kind === 'settled' || r.kind === 'already') return { order: r.order, paid: r.paid };
  if (r.kind === 'unknown') throw notFound('Không tìm thấy giao dịch thanh toán');
  if (r.kind === 'amount') throw badRequest('Số tiền thanh toán không khớp với đơn hàng');
  throw badRequest('Đơn hàng này đã được thay bằng một đơn mới, vui lòng thanh toán đơn mới');
}

export async function activateCode(app: FastifyInstance, userId: number, code: string) {
  return withTransaction(app.db, async (client) => {
    const r = await app.repos.activation.claim(client, code, userId);
    if (r === 'unknown') throw notFound('Mã kích hoạt không tồn tại');
    if (r === 'used') throw conflict('Mã kích hoạt đã được sử dụng');
    await grantCourses(client, userId, [{ course_id: r.course_id, days: r.duration_days }], 'activation', null);
    return r.course_id;
  });
}
