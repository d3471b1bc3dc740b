import type { FastifyInstance } from 'fastify';
import { Type } from '../schemas/typebox';
import { notFound } from '../lib/errors';
import { signPaymentReturn, type PaymentReturn } from '../lib/payment-signature';

/** A sandbox transaction, and where its return goes: the site's checkout or the mobile webview's result screen. */
export const TxnQuery = Type.Object({
  txn_ref: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9]+$' }),
  return_to: Type.Optional(Type.Union([Type.Literal('site'), Type.Literal('mobile')])),
});

/** What the sandbox gateway reports for a transaction, as the learner chose it (paid, failed, cancelled). */
export async function sandboxOutcome(app: FastifyInstance, txnRef: string, result: PaymentReturn['result']): Promise<PaymentReturn> {
  const p = await app.repos.orders.paymentByTxn(app.db, txnRef);
  if (!p) throw notFound('Không tìm thấy giao dịch thanh toán');
  return { order_code: p.order_code, txn_ref: p.txn_ref, amount: p.amount, result };
}

/** The signed return the sandbox gateway sends for a transaction (what a real provider's callback carries). */
export async function signedReturn(app: FastifyInstance, txnRef: string, result: PaymentReturn['result']) {
  const ret = await sandboxOutcome(app, txnRef, result);
  return { ...ret, sig: signPaymentReturn(app.config.paymentSecret, ret) };
}
