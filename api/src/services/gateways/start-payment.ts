import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentMethod } from '@edu/shared/schemas';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { momoCreateRequest } from './momo';
import { siteUrl } from './return-to-site';
import { vietQrPayload } from './vietqr';
import { vnpayDate, vnpayPaymentUrl } from './vnpay';

const UNAVAILABLE = 'Phương thức thanh toán này hiện chưa dùng được, vui lòng chọn cách khác.';

/** The methods this deployment can take, in the order the checkout offers them. */
export function paymentMethods(app: FastifyInstance): PaymentMethod[] {
  const g = app.config.gateways;
  return [
    ...(g.vnpay ? ['vnpay' as const] : []),
    ...(g.momo ? ['momo' as const] : []),
    ...(g.vietqr ? ['vietqr' as const] : []),
    ...(app.config.sandboxPayments ? ['sandbox' as const] : []),
  ];
}

/** A new payment of one of the learner's pending orders through `method`: where to send them, or what to transfer. */
export async function startPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  orderId: number,
  method: PaymentMethod,
  returnTo: 'site' | 'mobile',
) {
  if (!paymentMethods(app).includes(method)) {
    throw method === 'sandbox' && paymentMethods(app).length === 0
      ? new AppError(503, 'Cổng thanh toán đang bảo trì, vui lòng thử lại sau hoặc liên hệ hỗ trợ.')
      : badRequest(UNAVAILABLE);
  }
  const p = await app.repos.orders.createPayment(userId, orderId, method);
  if (!p) throw notFound('Không tìm thấy đơn hàng chờ thanh toán');
  const info = `Thanh toan don hang ${p.order_code}`;
  const { vnpay, momo, vietqr } = app.config.gateways;
  if (method === 'vnpay' && vnpay) {
    const url = vnpayPaymentUrl(vnpay, {
      txnRef: p.txn_ref,
      amount: p.amount,
      orderInfo: info,
      returnUrl: siteUrl(app, '/api/external/vnpay/return'),
      ipAddr: request.ip,
      createDate: vnpayDate(new Date()),
    });
    return { ...p, payment_url: url };
  }
  if (method === 'momo' && momo) {
    const body = momoCreateRequest(momo, {
      orderId: p.txn_ref,
      amount: p.amount,
      orderInfo: info,
      redirectUrl: siteUrl(app, '/api/external/momo/return'),
      ipnUrl: siteUrl(app, '/api/external/momo/ipn.json'),
    });
    const answer = await fetch(momo.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
      .then((r) => r.json() as Promise<{ resultCode?: number; payUrl?: string; message?: string }>)
      .catch(() => null);
    if (answer?.resultCode !== 0 || !answer.payUrl) {
      request.log.warn({ txn: p.txn_ref, resultCode: answer?.resultCode, message: answer?.message }, 'MoMo refused to create a payment');
      throw new AppError(502, 'Không kết nối được với MoMo, vui lòng thử lại sau hoặc chọn cách thanh toán khác.');
    }
    return { ...p, payment_url: answer.payUrl };
  }
  if (method === 'vietqr' && vietqr) {
    const note = p.txn_ref;
    return {
      ...p,
      payment_url: '',
      bank_transfer: {
        qr: vietQrPayload({ bin: vietqr.bin, account: vietqr.account, amount: p.amount, purpose: note }),
        bank_bin: vietqr.bin,
        account: vietqr.account,
        account_name: vietqr.accountName,
        amount: p.amount,
        note,
      },
    };
  }
  const back = returnTo === 'mobile' ? '&return_to=mobile' : '';
  return { ...p, payment_url: `/api/external/sandbox/checkout?txn_ref=${p.txn_ref}${back}` };
}
