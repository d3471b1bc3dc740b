import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayOutcome } from './return-to-site';

/**
 * VNPay (API 2.1.0): a redirect to the payment page and a signed return / IPN. Both sides sign the same string: the
 * vnp_* fields sorted by name, each as key=value with PHP's urlencode (spaces as '+', everything but A-Z a-z 0-9
 * - _ . percent-encoded), joined by '&'; vnp_SecureHash = HMAC-SHA512(hash secret, that string), hex.
 */
export interface VnpayConfig {
  tmnCode: string;
  hashSecret: string;
  /** https://sandbox.vnpayment.vn/paymentv2/vpcpay.html or the production address. */
  payUrl: string;
}

/** PHP urlencode(), which VNPay's reference code uses on both sides. */
export const phpUrlencode = (s: string): string =>
  encodeURIComponent(s)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** The string VNPay signs: sorted vnp_* fields (never the hash itself), urlencoded. */
export function vnpaySignData(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k.startsWith('vnp_') && k !== 'vnp_SecureHash' && k !== 'vnp_SecureHashType')
    .sort()
    .map((k) => `${phpUrlencode(k)}=${phpUrlencode(params[k]!)}`)
    .join('&');
}

export const vnpaySign = (secret: string, params: Record<string, string>): string =>
  createHmac('sha512', secret)
    .update(Buffer.from(vnpaySignData(params), 'utf-8'))
    .digest('hex');

export interface VnpayPayment {
  txnRef: string;
  /** Đồng (VNPay wants it × 100). */
  amount: number;
  /** Unaccented text, as VNPay asks. */
  orderInfo: string;
  returnUrl: string;
  ipAddr: string;
  /** yyyyMMddHHmmss in Vietnam time. */
  createDate: string;
}

/** The address the learner is sent to. */
export function vnpayPaymentUrl(config: VnpayConfig, p: VnpayPayment): string {
  const params: Record<string, string> = {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    vnp_Amount: String(p.amount * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: p.txnRef,
    vnp_OrderInfo: p.orderInfo,
    vnp_OrderType: 'other',
    vnp_Locale: 'vn',
    vnp_ReturnUrl: p.returnUrl,
    vnp_IpAddr: p.ipAddr,
    vnp_CreateDate: p.createDate,
  };
  return `${config.payUrl}?${vnpaySignData(params)}&vnp_SecureHash=${vnpaySign(config.hashSecret, params)}`;
}

/**
 * Domain separation: our own request to VNPay is signed with the same secret and the same rule as VNPay's answer,
 * so its query string (the learner's `payment_url`) verifies too. An answer is told apart by what only VNPay
 * writes — its transaction number, answer and status codes, pay date — and by carrying none of the request's own
 * fields (where to return, the buyer's address, the command).
 */
const ANSWER_FIELDS = ['vnp_TransactionNo', 'vnp_ResponseCode', 'vnp_TransactionStatus', 'vnp_PayDate', 'vnp_TmnCode'] as const;
const REQUEST_FIELDS = [
  'vnp_Command',
  'vnp_ReturnUrl',
  'vnp_IpAddr',
  'vnp_CreateDate',
  'vnp_Version',
  'vnp_Locale',
  'vnp_CurrCode',
  'vnp_OrderType',
] as const;
export const isVnpayAnswer = (query: Record<string, string>): boolean =>
  ANSWER_FIELDS.every((k) => typeof query[k] === 'string' && query[k] !== '') &&
  REQUEST_FIELDS.every((k) => query[k] === undefined) &&
  /^\d{14}$/.test(query.vnp_PayDate!) &&
  /^\d{2}$/.test(query.vnp_ResponseCode!) &&
  /^\d{2}$/.test(query.vnp_TransactionStatus!);

/** A return or IPN from VNPay: null when its signature is not VNPay's, it is not an answer (a replayed request of ours), or a field is missing. */
export function verifyVnpay(secret: string, query: Record<string, string>, tmnCode?: string): GatewayOutcome | null {
  const given = query.vnp_SecureHash ?? '';
  const expected = vnpaySign(secret, query);
  if (!/^[0-9a-f]{128}$/i.test(given) || !timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'))) return null;
  if (!isVnpayAnswer(query) || (tmnCode !== undefined && query.vnp_TmnCode !== tmnCode)) return null;
  const amount = Number(query.vnp_Amount);
  if (!query.vnp_TxnRef || !Number.isInteger(amount) || amount % 100 !== 0) return null;
  return { txnRef: query.vnp_TxnRef, amount: amount / 100, success: query.vnp_ResponseCode === '00' && query.vnp_TransactionStatus === '00' };
}

/** yyyyMMddHHmmss in Asia/Ho_Chi_Minh (UTC+7, no daylight saving), as vnp_CreateDate wants. */
export const vnpayDate = (at: Date): string => new Date(at.getTime() + 7 * 3_600_000).toISOString().replace(/[-T:]/g, '').slice(0, 14);
