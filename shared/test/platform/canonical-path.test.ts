import { canonicalPathOf } from '../../src/platform/head';

describe('canonicalPathOf keeps what changes the page and drops the rest', () => {
  it.each([
    ['/khoa-hoc?page=2', '/khoa-hoc?page=2'],
    ['/khoa-hoc?page=2&utm_source=zalo&utm_campaign=he', '/khoa-hoc?page=2'],
    ['/tin-tuc?fbclid=abc&gclid=def&zarsrc=30', '/tin-tuc'],
    ['/?mf_override=mf_catalogue@1.0.0-abc', '/'],
    // where to go after signing in is not the page: one canonical sign-in page
    ['/dang-nhap?redirect=%2Fgio-hang', '/dang-nhap'],
    ['/dang-ky?redirect=/khoa-hoc/toan-c0001&utm_medium=sms', '/dang-ky'],
    // only whole names: a parameter that merely starts like one stays
    ['/tim-kiem/toan?redirected=1&sort=date', '/tim-kiem/toan?redirected=1&sort=date'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPathOf(path)).toBe(canonical);
  });
});
