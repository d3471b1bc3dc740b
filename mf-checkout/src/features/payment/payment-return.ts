import type { PaymentReturn } from '@edu/shared/core';

/** The fields the sandbox gateway appends to its return URL (api README "Sandbox payment"). */
export const RETURN_FIELDS = ['order_code', 'txn_ref', 'amount', 'result', 'sig'] as const;
const RESULTS: ReadonlyArray<PaymentReturn['result']> = ['success', 'failed', 'cancelled'];

export type ParsedReturn = { ok: true; value: PaymentReturn } | { ok: false; reason: string };

export const RETURN_INCOMPLETE = 'Thông tin trả về từ cổng thanh toán không đầy đủ.';
export const RETURN_MALFORMED = 'Thông tin trả về từ cổng thanh toán không hợp lệ.';

/** A URL is a payment return as soon as it carries any of the gateway's fields. */
export function isPaymentReturn(params: URLSearchParams): boolean {
  return RETURN_FIELDS.some((f) => params.has(f));
}

/**
 * Reads the gateway's return. Only the shape is checked here (so a mangled link gets a clear message
 * without a request); whether it is genuine — signature, amount, order — is the server's call.
 */
export function parsePaymentReturn(params: URLSearchParams): ParsedReturn {
  const get = (f: (typeof RETURN_FIELDS)[number]) => params.get(f)?.trim() ?? '';
  if (RETURN_FIELDS.some((f) => !get(f))) return { ok: false, reason: RETURN_INCOMPLETE };
  const amountText = get('amount');
  const result = get('result') as PaymentReturn['result'];
  const textOk = (s: string) => s.length <= 40 && /^[A-Za-z0-9_-]+$/.test(s);
  if (!/^\d{1,10}$/.test(amountText) || Number(amountText) > 2_000_000_000) return { ok: false, reason: RETURN_MALFORMED };
  if (!RESULTS.includes(result) || !textOk(get('order_code')) || !textOk(get('txn_ref')) || get('sig').length > 128) {
    return { ok: false, reason: RETURN_MALFORMED };
  }
  return {
    ok: true,
    value: { order_code: get('order_code'), txn_ref: get('txn_ref'), amount: Number(amountText), result, sig: get('sig') },
  };
}

/** The same return as a query string (to hand it from one return page to another, e.g. into /m). */
export function paymentReturnQuery(ret: PaymentReturn): string {
  return new URLSearchParams(RETURN_FIELDS.map((f) => [f, String(ret[f])])).toString();
}
