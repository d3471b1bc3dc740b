import { momoCreateRequest, momoRaw, momoSign, verifyMomo, type MomoConfig } from '../../src/services/gateways/momo';
import { crc16, vietQrPayload } from '../../src/services/gateways/vietqr';
import { phpUrlencode, verifyVnpay, vnpayDate, vnpayPaymentUrl, vnpaySign, vnpaySignData } from '../../src/services/gateways/vnpay';

/**
 * Signatures against published vectors. VNPay's own documentation shows a signed URL but not the secret behind it, so
 * its vectors come from the tests of the `vnpay` npm library (lehuygiang28/vnpay), which reproduce VNPay's PHP
 * reference; MoMo's official sample repository (momo-wallet/payment, c#/RunMe/myapp.log) publishes a signed request
 * with its public test keys; the VietQR payloads are vietqr.io's API example and the NAPAS specification's example.
 */
describe('VNPay', () => {
  it('signs like the reference implementation (vnpay library vector A)', () => {
    const params = { vnp_Amount: '10000', vnp_OrderInfo: 'Payment for order #1234567890', vnp_TnxRef: '1234567890' };
    expect(vnpaySignData(params)).toBe('vnp_Amount=10000&vnp_OrderInfo=Payment+for+order+%231234567890&vnp_TnxRef=1234567890');
    expect(vnpaySign('YOUR_SECURE_SECRET', params)).toBe(
      '7bb8160a5d2085a85b3267817a40ee4f770a335282f19714726e6fc6f28a64c75a1e7e9c1aa96f3cbda5ce44095088fb4cb2af66c596d2f655b0b53966312089',
    );
  });

  const ret = {
    vnp_Amount: '1000000',
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14422574',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang 2024-05-21T02:17:31.249Z',
    vnp_PayDate: '20240521091806',
    vnp_ResponseCode: '00',
    vnp_TmnCode: 'TEST_TMN_CODE',
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: '1716257871703',
  };
  const B = '649982421beb422556a1374713c74e58e716ecbd05007c0c0e1f7effdfaf361dbf146889ca446139afe11b9954c4d5c486e99e3b86fcfab6957f29eb0be72895';
  const C = '503194f6d93b57b357b2d1d09742565e67e86d771352c5dca4fc8d39df3d392c6b3809add9405f97cfb9631f445e36c80656cfbf47eac67d97fa165865c13e1b';

  it.each([
    ['a paid return (vector B)', { ...ret, vnp_SecureHash: B }, { txnRef: '1716257871703', amount: 10000, success: true }],
    ['a failed return (vector C)', { ...ret, vnp_ResponseCode: '99', vnp_SecureHash: C }, { txnRef: '1716257871703', amount: 10000, success: false }],
    [
      'the hash in capitals',
      { ...ret, vnp_SecureHash: B.toUpperCase(), vnp_SecureHashType: 'HmacSHA512' },
      { txnRef: '1716257871703', amount: 10000, success: true },
    ],
    ['a changed amount', { ...ret, vnp_Amount: '100', vnp_SecureHash: B }, null],
    ['a failure passed off as success', { ...ret, vnp_ResponseCode: '99', vnp_SecureHash: B }, null],
    ['no hash', ret, null],
  ])('verifies %s', (_case, query, expected) => expect(verifyVnpay('test_secret', query)).toEqual(expected));

  it('builds the payment address VNPay expects: amount × 100, sorted fields, the hash last', () => {
    const url = new URL(
      vnpayPaymentUrl(
        { tmnCode: 'DEMOV210', hashSecret: 's3cret', payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' },
        {
          txnRef: 'DH000007',
          amount: 159_200,
          orderInfo: 'Thanh toan don hang DH000007',
          returnUrl: 'https://khoahoc.vn/gio-hang/thanh-toan',
          ipAddr: '127.0.0.1',
          createDate: vnpayDate(new Date('2026-11-25T03:04:05Z')),
        },
      ),
    );
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      vnp_Amount: '15920000',
      vnp_CreateDate: '20261125100405',
      vnp_TxnRef: 'DH000007',
      vnp_Command: 'pay',
      vnp_Version: '2.1.0',
    });
    expect([...url.searchParams.keys()].at(-1)).toBe('vnp_SecureHash');
    // our own signed request is not an answer, whatever codes are added to it
    const { vnp_SecureHash: _hash, ...sent } = query;
    expect(verifyVnpay('s3cret', query)).toBeNull();
    const padded = { ...sent, vnp_ResponseCode: '00', vnp_TransactionStatus: '00', vnp_TransactionNo: '1', vnp_PayDate: '20261125100500' };
    expect(verifyVnpay('s3cret', { ...padded, vnp_SecureHash: vnpaySign('s3cret', padded) })).toBeNull();
    // VNPay's answer: its own fields, none of the request's
    const answer = {
      vnp_Amount: sent.vnp_Amount!,
      vnp_OrderInfo: sent.vnp_OrderInfo!,
      vnp_TmnCode: 'DEMOV210',
      vnp_TxnRef: 'DH000007',
      vnp_BankCode: 'NCB',
      vnp_ResponseCode: '00',
      vnp_TransactionStatus: '00',
      vnp_TransactionNo: '14422574',
      vnp_PayDate: '20261125100500',
    };
    expect(verifyVnpay('s3cret', { ...answer, vnp_SecureHash: vnpaySign('s3cret', answer) }, 'DEMOV210')).toEqual({
      txnRef: 'DH000007',
      amount: 159_200,
      success: true,
    });
  });

  it.each([
    ['a b', 'a+b'],
    ["!'()*~", '%21%27%28%29%2A%7E'],
    ['-_.', '-_.'],
    ['Đ', '%C4%90'],
  ])('urlencodes %p as PHP does', (input, expected) => expect(phpUrlencode(input)).toBe(expected));
});

describe('MoMo', () => {
  const test = {
    partnerCode: 'MOMO',
    accessKey: 'F8BBA842ECF85',
    secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
    endpoint: 'https://test-payment.momo.vn/v2/gateway/api/create',
  } satisfies MomoConfig;

  it('signs with MoMo’s published test key as its official sample does', () => {
    const raw =
      'partnerCode=MOMO&accessKey=F8BBA842ECF85&requestId=a851f538-9728-4d27-a90f-8efd59b80086&amount=55000&orderId=a369d907-7a04-45b3-95d2-b86788f1d799&orderInfo=test&returnUrl=https://momo.vn/return&notifyUrl=https://momo.vn/notify&extraData=';
    expect(momoSign(test.secretKey, raw)).toBe('81659324eadd4525b3657cf4bde1910c501e38a194d9070d80afe64a7e135439');
  });

  it('signs a v3 create request over the documented fields in their documented order, values as they are', () => {
    const body = momoCreateRequest(test, {
      orderId: 'DH000007',
      amount: 159_200,
      orderInfo: 'Thanh toán đơn hàng DH000007',
      redirectUrl: 'https://khoahoc.vn/r',
      ipnUrl: 'https://khoahoc.vn/ipn',
    });
    const raw =
      'accessKey=F8BBA842ECF85&amount=159200&extraData=&ipnUrl=https://khoahoc.vn/ipn&orderId=DH000007&orderInfo=Thanh toán đơn hàng DH000007&partnerCode=MOMO&redirectUrl=https://khoahoc.vn/r&requestId=DH000007&requestType=captureWallet';
    expect(body.signature).toBe(momoSign(test.secretKey, raw));
    expect(body).toMatchObject({ partnerCode: 'MOMO', amount: 159_200, requestType: 'captureWallet', lang: 'vi' });
  });

  const ipn = {
    partnerCode: 'MOMO',
    orderId: 'DH000007',
    requestId: 'DH000007',
    amount: 159200,
    orderInfo: 'Thanh toán đơn hàng DH000007',
    orderType: 'momo_wallet',
    transId: 4088878653,
    resultCode: 0,
    message: 'Thành công.',
    payType: 'qr',
    responseTime: 1721720663942,
    extraData: '',
  };
  const signed = (b: Record<string, unknown>) => ({
    ...b,
    signature: momoSign(
      test.secretKey,
      momoRaw(
        [
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
        ],
        { accessKey: test.accessKey, ...b } as never,
      ),
    ),
  });

  it.each([
    ['a paid IPN', signed(ipn), { txnRef: 'DH000007', amount: 159200, success: true }],
    [
      'a refused payment',
      signed({ ...ipn, resultCode: 1006, message: 'Giao dịch bị từ chối.' }),
      { txnRef: 'DH000007', amount: 159200, success: false },
    ],
    ['a changed amount', { ...signed(ipn), amount: 1000 }, null],
    ['another partner', signed({ ...ipn, partnerCode: 'OTHER' }), null],
    ['no signature', ipn, null],
  ])('verifies %s', (_case, body, expected) => expect(verifyMomo(test, body)).toEqual(expected));
});

describe('VietQR', () => {
  it.each([
    [
      'vietqr.io’s API example',
      '00020101021238560010A0000007270126000697041501121133666688880208QRIBFTTA53037045405790005802VN62220818Ung Ho Quy Vac Xin6304',
      '3ACF',
    ],
    [
      'the NAPAS specification example',
      '00020101021238570010A00000072701270006970403011300110123456780208QRIBFTTA530370454061800005802VN62340107NPS68690819thanh toan don hang6304',
      '2E2E',
    ],
    ['the CRC-16/CCITT-FALSE check value', '123456789', '29B1'],
  ])('CRC of %s', (_case, text, crc) => expect(crc16(text)).toBe(crc));

  it('builds the vietqr.io example payload from its parts', () => {
    expect(vietQrPayload({ bin: '970415', account: '113366668888', amount: 79000, purpose: 'Ung Ho Quy Vac Xin' })).toBe(
      '00020101021238560010A0000007270126000697041501121133666688880208QRIBFTTA53037045405790005802VN62220818Ung Ho Quy Vac Xin63043ACF',
    );
  });

  it('a static QR (no amount) says so in tag 01, and a note that is not ASCII is refused', () => {
    expect(vietQrPayload({ bin: '970415', account: '113366668888' })).toBe(
      '00020101021138560010A0000007270126000697041501121133666688880208QRIBFTTA53037045802VN6304F443',
    );
    expect(() => vietQrPayload({ bin: '970415', account: '113366668888', purpose: 'Ủng hộ' })).toThrow(/ASCII/);
  });
});
