import { parseCallback } from './parse-callback';

describe('parseCallback', () => {
  it.each([
    ['?provider=dev-sso&token=abc&state=s1', { kind: 'sso', provider: 'dev-sso', token: 'abc', state: 's1' }],
    ['?provider=dev-sso&token=abc', { kind: 'sso', provider: 'dev-sso', token: 'abc', state: '' }],
    ['?token=abc', { kind: 'carrier-unrecognised', redirect: null }],
    ['?error=access_denied', { kind: 'sso-error', message: 'Bạn đã từ chối đăng nhập bằng SSO.' }],
    ['?error=weird', { kind: 'sso-error', message: 'Đăng nhập bằng SSO không thành công, vui lòng thử lại.' }],
    ['?status=success&msisdn_token=t0k&redirect=%2Fkhoa-hoc', { kind: 'carrier-token', token: 't0k', redirect: '/khoa-hoc' }],
    ['?status=success&msisdn=84912345678', { kind: 'carrier-number', phone: '0912345678', redirect: null }],
    ['?status=ok&msisdn=0912345678&redirect=%2F', { kind: 'carrier-number', phone: '0912345678', redirect: '/' }],
    ['?status=success&msisdn=12345', { kind: 'carrier-unrecognised', redirect: null }],
    ['?status=fail&msisdn=0912345678', { kind: 'carrier-unrecognised', redirect: null }],
    ['?status=fail&redirect=%2Fgio-hang', { kind: 'carrier-unrecognised', redirect: '/gio-hang' }],
    ['', { kind: 'carrier-unrecognised', redirect: null }],
  ])('%j', (search, expected) => expect(parseCallback(search)).toEqual(expected));
});
