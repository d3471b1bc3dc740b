import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayOutcome } from './return-to-site';

/**
 * MoMo (API v3, captureWallet): the site POSTs a signed request to MoMo's /v2/gateway/api/create and sends the learner
 * to the payUrl it answers; MoMo then POSTs a signed IPN. signature = HMAC-SHA256(secret key, raw), hex, where raw is
 * key=value pairs in MoMo's documented order, values as they are (no encoding), joined by '&'.
 */
export interface MomoConfig {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** https://test-payment.momo.vn/v2/gateway/api/create or the production address. */
  endpoint: string;
}

const CREATE_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'ipnUrl',
  'orderId',
  'orderInfo',
  'partnerCode',
  'redirectUrl',
  'requestId',
  'requestType',
] as const;
const IPN_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

export const momoRaw = (fields: readonly string[], values: Record<string, string | number>): string =>
  fields.map((f) => `${f}=${values[f] ?? ''}`).join('&');

export const momoSign = (secretKey: string, raw: string): string => createHmac('sha256', secretKey).update(raw).digest('hex');

export interface MomoPayment {
  orderId: string;
  amount: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
}

/** The JSON body of the create call. */
export function momoCreateRequest(config: MomoConfig, p: MomoPayment) {
  const values = {
    accessKey: config.accessKey,
    amount: p.amount,
    extraData: '',
    ipnUrl: p.ipnUrl,
    orderId: p.orderId,
    orderInfo: p.orderInfo,
    partnerCode: config.partnerCode,
    redirectUrl: p.redirectUrl,
    requestId: p.orderId,
    requestType: 'captureWallet',
  };
  return {
    partnerCode: config.partnerCode,
    requestId: p.orderId,
    amount: p.amount,
    orderId: p.orderId,
    orderInfo: p.orderInfo,
    redirectUrl: p.redirectUrl,
    ipnUrl: p.ipnUrl,
    requestType: 'captureWallet',
    extraData: '',
    lang: 'vi',
    signature: momoSign(config.secretKey, momoRaw(CREATE_FIELDS, values)),
  };
}

/** MoMo's IPN (or the redirect's query, which carries the same fields): null when it is not signed by MoMo. */
export function verifyMomo(config: MomoConfig, body: Record<string, unknown>): GatewayOutcome | null {
  const values: Record<string, string | number> = { accessKey: config.accessKey };
  for (const f of IPN_FIELDS) if (f !== 'accessKey') values[f] = body[f] === undefined || body[f] === null ? '' : String(body[f]);
  const given = typeof body.signature === 'string' ? body.signature : '';
  const expected = momoSign(config.secretKey, momoRaw(IPN_FIELDS, values));
  if (!/^[0-9a-f]{64}$/i.test(given) || !timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'))) return null;
  const amount = Number(values.amount);
  if (values.partnerCode !== config.partnerCode || !values.orderId || !Number.isInteger(amount)) return null;
  return { txnRef: String(values.orderId), amount, success: String(values.resultCode) === '0' };
}
