import type { BuildOptions } from '../../src/app';

/** Every optional route switched on (the gateways and the admin calls exist only where configured). */
export const ALL_ROUTES: Partial<BuildOptions> = {
  gateways: {
    vnpay: { tmnCode: 'TESTTMN1', hashSecret: 'vnpay-test-hash-secret', payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' },
    momo: { partnerCode: 'MOMOTEST', accessKey: 'k', secretKey: 's', endpoint: 'http://127.0.0.1:9/create' },
    vietqr: { bin: '970415', account: '113366668888', accountName: 'CONG TY KHOA HOC' },
  },
  adminToken: 'admin-token-for-tests-0123456789abcdef',
};
