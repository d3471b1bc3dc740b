import { isSafeLocalPath, resolveRedirect } from '../../src/routing/resolve-redirect';

const CURRENT = '/khoa-hoc/toan-10-ab1?tab=2';

describe('resolveRedirect: SPEC §2 rule', () => {
  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['a bare slash', '/'],
    ['a space', '/khoa hoc'],
    ['an @', '/tai-khoan@x'],
    ['a %', '/tim-kiem/to%C3%A1n'],
    ['a $', '/gio-hang$'],
    ['a backslash', '/a\\b'],
    ['a semicolon', '/a;b'],
  ])('ignores a target that is %s', (_name, target) => {
    expect(resolveRedirect(target, CURRENT)).toBe(CURRENT);
  });

  it.each([
    '/gio-hang',
    '/gio-hang/thanh-toan',
    '/khoa-hoc/toan-lop-10-ab12',
    '/tai-khoan/kich-hoat-khoa-hoc',
    '/tim-kiem/toan?sort=date&page=2',
    '/tin-tuc#binh-luan',
    '/javascript:alert(1)',
    '/dang-ky?redirect=/gio-hang',
  ])('keeps the same-origin path %s', (target) => {
    expect(resolveRedirect(target, CURRENT)).toBe(target);
  });
});

describe('resolveRedirect: hostile targets never leave the site', () => {
  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/dang-nhap'],
    ['triple slash', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['absolute http', 'http://evil.com'],
    ['absolute https', 'https://evil.com/x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['JavaScript mixed case', 'JaVaScRiPt:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript scheme', 'vbscript:msgbox(1)'],
    ['relative path', 'gio-hang'],
    ['dot relative', './gio-hang'],
    ['parent relative', '../gio-hang'],
    ['query only', '?a=1'],
    ['hash only', '#top'],
    ['leading space', ' /gio-hang'],
    ['raw tab after slash', '/\t/evil.com'],
    ['raw newline', '/gio-hang\n/evil'],
    ['raw carriage return', '/\r/evil.com'],
    ['NUL', '/gio-hang\u0000'],
    ['DEL', '/gio-hang\u007f'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded newline', '/%0a/evil.com'],
    ['encoded slash prefix', '/%2F%2Fevil.com'],
    ['zero-width space', '/\u200b/evil.com'],
    ['right-to-left override', '/\u202egio-hang'],
    ['no-break space', '/gio\u00a0hang'],
    ['line separator', '/gio\u2028hang'],
    ['credentials', '//user@evil.com'],
    ['https with credentials', 'https://khoahoc.vn@evil.com'],
  ])('%s → current path', (_name, target) => {
    expect(resolveRedirect(target, CURRENT)).toBe(CURRENT);
  });

  it.each([
    ['an external URL', 'https://evil.com/'],
    ['protocol-relative', '//evil.com'],
    ['empty', ''],
    ['a raw tab', '/\tx'],
    ['an encoded newline', '/a%0d%0aSet-Cookie:x'],
    ['a backslash', '/\\evil.com'],
  ])('falls back to / when the current path itself is unsafe (%s)', (_name, current) => {
    expect(resolveRedirect('//evil.com', current)).toBe('/');
  });

  it('keeps a current path with ordinary percent-encoding', () => {
    expect(resolveRedirect(undefined, '/tim-kiem/to%C3%A1n')).toBe('/tim-kiem/to%C3%A1n');
  });
});

describe('isSafeLocalPath', () => {
  it.each([
    ['/', true],
    ['/a/b?c=d#e', true],
    ['//a', false],
    ['/\\a', false],
    ['a', false],
    ['', false],
    [null, false],
  ])('%p → %s', (path, expected) => {
    expect(isSafeLocalPath(path)).toBe(expected);
  });
});
