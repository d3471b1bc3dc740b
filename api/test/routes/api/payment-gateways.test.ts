import http from 'node:http';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { registerUser, type TestUser } from '../../helpers/users';
import { momoRaw, momoSign, type MomoConfig } from '../../../src/services/gateways/momo';
import { crc16 } from '../../../src/services/gateways/vietqr';
import { vnpaySign } from '../../../src/services/gateways/vnpay';

/**
 * VNPay, MoMo and bank transfers end to end against this API: each gateway's signed callbacks are made here as the
 * gateway would make them (with the keys the test configures), and MoMo's create call goes to a stand-in on
 * loopback that checks the request's signature like MoMo does.
 */
const VNPAY = { tmnCode: 'TESTTMN1', hashSecret: 'vnpay-test-hash-secret', payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' };
const ADMIN = 'admin-token-for-tests-0123456789abcdef';
let momo: MomoConfig;
let momoServer: http.Server;
let t: TestApp;
let call: Call;

beforeAll(async () => {
  momoServer = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const b = JSON.parse(raw) as Record<string, string | number>;
      const fields = ['accessKey', 'amount', 'extraData', 'ipnUrl', 'orderId', 'orderInfo', 'partnerCode', 'redirectUrl', 'requestId', 'requestType'];
      const ok = b.signature === momoSign(momo.secretKey, momoRaw(fields, { ...b, accessKey: momo.accessKey }));
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          ok ? { resultCode: 0, payUrl: `https://test-payment.momo.vn/pay/${b.orderId}` } : { resultCode: 11007, message: 'Invalid signature' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => momoServer.listen(0, '127.0.0.1', resolve));
  momo = {
    partnerCode: 'MOMOTEST',
    accessKey: 'test-access-key',
    secretKey: 'test-momo-secret-key',
    endpoint: `http://127.0.0.1:${(momoServer.address() as AddressInfo).port}/v2/gateway/api/create`,
  };
  t = await createTestApp('gateways', {
    gateways: { vnpay: VNPAY, momo, vietqr: { bin: '970415', account: '113366668888', accountName: 'CONG TY KHOA HOC' } },
    adminToken: ADMIN,
  });
  call = client(t.app);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => momoServer?.close(resolve));
});

/** A learner with a pending order for one paid course. */
async function pendingOrder(courseId = 34): Promise<{ u: TestUser; order: { id: number; code: string; total: number } }> {
  const u = await registerUser(call);
  const placed = await call('POST', '/api/user/order.json', { course_ids: [courseId] }, { token: u.token });
  expect(placed.statusCode).toBe(200);
  return { u, order: placed.body.data.order };
}
const pay = (u: TestUser, orderId: number, method: string) =>
  call('POST', '/api/user/order/payment.json', { order_id: orderId, method }, { token: u.token });
const orderOf = async (u: TestUser, code: string) =>
  (await call('GET', '/api/user/order/details.json', undefined, { query: { code }, token: u.token })).body.data.order;
const owns = async (u: TestUser, courseId: number) =>
  ((await call('GET', '/api/user/my_course.json', undefined, { token: u.token })).body.data.items as Array<{ id: number }>).some(
    (c) => c.id === courseId,
  );

/** What VNPay sends back for the payment it was asked for: the request's fields plus its result, signed. */
function vnpayCallback(paymentUrl: string, over: Record<string, string> = {}, secret = VNPAY.hashSecret) {
  const sent = Object.fromEntries(new URL(paymentUrl).searchParams);
  const { vnp_SecureHash: _sent, ...fields } = sent;
  const back = {
    vnp_Amount: fields.vnp_Amount!,
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: fields.vnp_OrderInfo!,
    vnp_PayDate: '20261125103000',
    vnp_ResponseCode: '00',
    vnp_TmnCode: fields.vnp_TmnCode!,
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: fields.vnp_TxnRef!,
    ...over,
  };
  return { ...back, vnp_SecureHash: vnpaySign(secret, back) };
}

describe('payment methods', () => {
  it('the settings list the methods this deployment has keys for', async () => {
    expect((await call('GET', '/api/settings.json')).body.data.payment_methods).toEqual(['vnpay', 'momo', 'vietqr', 'sandbox']);
  });

  it('a method that is not configured is refused with a reason', async () => {
    const plain = await createTestApp('no-gateways');
    try {
      const c = client(plain.app);
      const u = await registerUser(c);
      const placed = await c('POST', '/api/user/order.json', { course_ids: [34] }, { token: u.token });
      const res = await c('POST', '/api/user/order/payment.json', { order_id: placed.body.data.order.id, method: 'vnpay' }, { token: u.token });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(/chưa dùng được/);
    } finally {
      await plain.close();
    }
  });
});

describe('VNPay', () => {
  it('sends the learner to VNPay with the order’s amount × 100, and its IPN completes the order once', async () => {
    const { u, order } = await pendingOrder();
    const start = (await pay(u, order.id, 'vnpay')).body.data;
    const url = new URL(start.payment_url);
    expect(`${url.origin}${url.pathname}`).toBe(VNPAY.payUrl);
    expect(url.searchParams.get('vnp_Amount')).toBe(String(order.total * 100));
    expect(url.searchParams.get('vnp_ReturnUrl')).toBe('http://localhost:3000/api/external/vnpay/return');

    const ipn = (q: Record<string, string>) => call('GET', '/api/external/vnpay/ipn.json', undefined, { query: q });
    expect((await ipn(vnpayCallback(start.payment_url, {}, 'not-the-secret'))).body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    expect((await ipn(vnpayCallback(start.payment_url, { vnp_Amount: '100' }))).body).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    expect((await ipn(vnpayCallback(start.payment_url, { vnp_TxnRef: 'VNPNOSUCHTXN' }))).body).toEqual({ RspCode: '01', Message: 'Order not found' });
    expect(await owns(u, 34)).toBe(false);

    expect((await ipn(vnpayCallback(start.payment_url))).body).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect((await ipn(vnpayCallback(start.payment_url))).body).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await orderOf(u, order.code)).toMatchObject({ status: 'completed', payment_method: 'vnpay' });
    expect(await owns(u, 34)).toBe(true);
  });

  it('the return lands on the site’s result page with a return the site can show; a failed payment leaves the order payable', async () => {
    const { u, order } = await pendingOrder();
    const start = (await pay(u, order.id, 'vnpay')).body.data;
    const failed = await call('GET', '/api/external/vnpay/return', undefined, {
      query: vnpayCallback(start.payment_url, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }),
    });
    expect(failed.statusCode).toBe(302);
    const shown = Object.fromEntries(new URL(failed.headers.location as string).searchParams);
    expect(shown).toMatchObject({ order_code: order.code, result: 'failed', amount: String(order.total) });
    const validated = await call('POST', '/api/external/validate_order_payment.json', { ...shown, amount: Number(shown.amount) });
    expect(validated.body.data.paid).toBe(false);
    expect((await orderOf(u, order.code)).status).toBe('pending');

    const again = (await pay(u, order.id, 'vnpay')).body.data;
    const paid = await call('GET', '/api/external/vnpay/return', undefined, { query: vnpayCallback(again.payment_url) });
    expect(new URL(paid.headers.location as string).pathname).toBe('/gio-hang/thanh-toan');
    expect((await orderOf(u, order.code)).status).toBe('completed');
    const forged = await call('GET', '/api/external/vnpay/return', undefined, { query: { ...vnpayCallback(again.payment_url), vnp_Amount: '1' } });
    expect(forged.headers.location).toMatch(/payment_error=signature$/);
  });
});

describe('VNPay: our own request replayed as its answer (domain separation)', () => {
  const paymentRow = async (txnRef: string) => {
    const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${t.schema}` });
    await db.connect();
    try {
      return (await db.query('SELECT status, completed_at FROM payments WHERE txn_ref = $1', [txnRef])).rows[0];
    } finally {
      await db.end();
    }
  };

  it('the learner’s own payment_url query, sent to the IPN and the return, is refused and the payment is unchanged', async () => {
    const { u, order } = await pendingOrder();
    const start = (await pay(u, order.id, 'vnpay')).body.data;
    // signed by us with the hash secret, so its signature verifies: only its fields say it is a request
    const ours = Object.fromEntries(new URL(start.payment_url).searchParams);
    const before = await paymentRow(ours.vnp_TxnRef!);
    expect(before).toMatchObject({ status: 'pending', completed_at: null });

    const ipn = await call('GET', '/api/external/vnpay/ipn.json', undefined, { query: ours });
    expect(ipn.body).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    const back = await call('GET', '/api/external/vnpay/return', undefined, { query: ours });
    expect(back.headers.location).toMatch(/payment_error=signature$/);
    expect(await paymentRow(ours.vnp_TxnRef!)).toEqual(before);
    expect((await orderOf(u, order.code)).status).toBe('pending');

    // an answer that also carries a request's field (where to return) is not VNPay's either
    const mixed = vnpayCallback(start.payment_url, { vnp_ReturnUrl: ours.vnp_ReturnUrl!, vnp_ResponseCode: '24', vnp_TransactionStatus: '02' });
    expect((await call('GET', '/api/external/vnpay/ipn.json', undefined, { query: mixed })).body).toMatchObject({ RspCode: '97' });
    // nor one for another merchant
    const foreign = vnpayCallback(start.payment_url, { vnp_TmnCode: 'OTHERTMN' });
    expect((await call('GET', '/api/external/vnpay/ipn.json', undefined, { query: foreign })).body).toMatchObject({ RspCode: '97' });
    expect(await paymentRow(ours.vnp_TxnRef!)).toEqual(before);

    // VNPay's real answer still settles it
    expect((await call('GET', '/api/external/vnpay/ipn.json', undefined, { query: vnpayCallback(start.payment_url) })).body).toMatchObject({
      RspCode: '00',
    });
    expect((await paymentRow(ours.vnp_TxnRef!)).status).not.toBe('pending');
  });
});

describe('MoMo', () => {
  const ipnFields = [
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
  ];
  const ipn = (orderId: string, amount: number, resultCode = 0) => {
    const b = {
      partnerCode: momo.partnerCode,
      orderId,
      requestId: orderId,
      amount,
      orderInfo: 'x',
      orderType: 'momo_wallet',
      transId: 4088878653,
      resultCode,
      message: resultCode === 0 ? 'Thành công.' : 'Giao dịch bị từ chối.',
      payType: 'qr',
      responseTime: 1721720663942,
      extraData: '',
    };
    return { ...b, signature: momoSign(momo.secretKey, momoRaw(ipnFields, { ...b, accessKey: momo.accessKey })) };
  };

  it('creates the payment at MoMo with a signed request, and MoMo’s signed IPN completes the order', async () => {
    const { u, order } = await pendingOrder();
    const start = (await pay(u, order.id, 'momo')).body.data;
    expect(start.payment_url).toBe(`https://test-payment.momo.vn/pay/${start.txn_ref}`);
    expect((await call('POST', '/api/external/momo/ipn.json', { ...ipn(start.txn_ref, order.total), signature: '0'.repeat(64) })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/external/momo/ipn.json', ipn(start.txn_ref, order.total, 1006))).statusCode).toBe(204);
    expect((await orderOf(u, order.code)).status).toBe('pending');
    const again = (await pay(u, order.id, 'momo')).body.data;
    expect((await call('POST', '/api/external/momo/ipn.json', ipn(again.txn_ref, order.total))).statusCode).toBe(204);
    expect(await orderOf(u, order.code)).toMatchObject({ status: 'completed', payment_method: 'momo' });
    expect(await owns(u, 34)).toBe(true);
  });
});

describe('bank transfer (VietQR)', () => {
  it('gives a VietQR for the exact amount with the reference as the note; an admin confirms it when the money arrives', async () => {
    const { u, order } = await pendingOrder();
    const start = (await pay(u, order.id, 'vietqr')).body.data;
    const qr: string = start.bank_transfer.qr;
    expect(start.bank_transfer).toMatchObject({
      bank_bin: '970415',
      account: '113366668888',
      account_name: 'CONG TY KHOA HOC',
      amount: order.total,
      note: start.txn_ref,
    });
    expect(qr).toContain(`54${String(String(order.total).length).padStart(2, '0')}${order.total}`);
    expect(qr).toContain(start.txn_ref);
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));

    const confirm = (body: object, token = ADMIN) => call('POST', '/api/admin/payment/confirm.json', body, { token });
    expect((await confirm({ txn_ref: start.txn_ref, amount: order.total }, u.token)).statusCode).toBe(401);
    expect((await confirm({ txn_ref: start.txn_ref, amount: order.total - 1000 })).statusCode).toBe(400);
    expect(await owns(u, 34)).toBe(false);
    const done = await confirm({ txn_ref: start.txn_ref.toLowerCase(), amount: order.total });
    expect(done.body.data.paid).toBe(true);
    expect((await confirm({ txn_ref: start.txn_ref, amount: order.total })).body.message).toBe('Đơn hàng đã được xác nhận trước đó');
    expect(await orderOf(u, order.code)).toMatchObject({ status: 'completed', payment_method: 'vietqr' });
    expect(await owns(u, 34)).toBe(true);
  });
});
