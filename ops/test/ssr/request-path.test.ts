import { checkRequestPath, MAX_URL_LENGTH } from '../../src/ssr/request-path';

describe('checkRequestPath', () => {
  it.each([
    ['/', { ok: true, pathname: '/' }],
    ['/khoa-hoc?page=2', { ok: true, pathname: '/khoa-hoc' }],
    ['/tim-kiem/to%C3%A1n', { ok: true, pathname: '/tim-kiem/toán' }],
    ['/tin-tuc/bai-viet#binh-luan', { ok: true, pathname: '/tin-tuc/bai-viet' }],
  ])('accepts %p', (url, expected) => {
    expect(checkRequestPath(url)).toEqual(expected);
  });

  it.each([
    [`/${'a'.repeat(MAX_URL_LENGTH)}`, 414],
    ['/a%00b', 400],
    ['/a%0Ab', 400],
    ['/%E0%A4%A', 400],
    ['/tin-tuc/%C0%AF', 400],
    ['//evil.example/x', 400],
    ['khoa-hoc', 400],
    ['/khoa-hoc/..%2F..%2Fetc%2Fpasswd', 404],
    ['/a/../b', 404],
    ['/a/./b', 404],
  ])('refuses %p with %p', (url, status) => {
    expect(checkRequestPath(url)).toMatchObject({ ok: false, status });
  });
});
