import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PaymentReturn {
  order_code: string;
  txn_ref: string;
  amount: number;
  result: 'success' | 'failed' | 'cancelled';
}

/** The sandbox gateway signs its return: HMAC-SHA256(secret, "order_code|txn_ref|amount|result"), hex. */
export function signPaymentReturn(secret: string, p: PaymentReturn): string {
  return createHmac('sha256', secret).update(`${p.order_code}|${p.txn_ref}|${p.amount}|${p.result}`).digest('hex');
}

export function verifyPaymentReturn(secret: string, p: PaymentReturn, sig: string): boolean {
  const expected = Buffer.from(signPaymentReturn(secret, p), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
