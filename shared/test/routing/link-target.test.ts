import { linkTarget } from '../../src/routing/link-target';

describe('linkTarget', () => {
  it.each([
    ['/khoa-hoc?section=free', { href: '/khoa-hoc?section=free', external: false }],
    ['  /tin-tuc  ', { href: '/tin-tuc', external: false }],
    ['https://blog.khoahoc.vn/a', { href: 'https://blog.khoahoc.vn/a', external: true }],
    ['HTTP://example.vn', { href: 'HTTP://example.vn', external: true }],
    ['//evil.example/x', { href: null, external: false }],
    ['javascript:alert(1)', { href: null, external: false }],
    ['data:text/html,<b>x</b>', { href: null, external: false }],
    ['khoa-hoc', { href: null, external: false }],
    ['', { href: null, external: false }],
    [null, { href: null, external: false }],
    [42, { href: null, external: false }],
  ])('%p → %p', (link, expected) => {
    expect(linkTarget(link)).toEqual(expected);
  });
});
