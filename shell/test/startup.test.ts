import { recognitionTarget, type SiteSettings } from '../src/startup/site-settings';
import { remoteOfLink, shouldPrefetch } from '../src/startup/prefetch-remotes';

const on: SiteSettings = { disabledRecognition: 0, recognitionServiceId: 'svc-1', recognitionUrl: 'https://nhan-dien.example.vn/start' };
const visitor = { authenticated: false, checked: false, userAgent: 'Mozilla/5.0 Chrome/156', origin: 'https://khoahoc.vn', pathname: '/' };

describe('carrier number recognition redirect', () => {
  it('sends a new visitor once, with the service id and the /callback return point', () => {
    const target = new URL(recognitionTarget(on, visitor)!);
    expect(target.origin + target.pathname).toBe('https://nhan-dien.example.vn/start');
    expect(target.searchParams.get('service_id')).toBe('svc-1');
    expect(target.searchParams.get('return_url')).toBe('https://khoahoc.vn/callback');
  });

  it('asks /callback to bring the visitor back to the page they opened', () => {
    const target = new URL(recognitionTarget(on, { ...visitor, pathname: '/khoa-hoc', fullPath: '/khoa-hoc?trang=2#top' })!);
    const back = new URL(target.searchParams.get('return_url')!);
    expect(back.origin + back.pathname).toBe('https://khoahoc.vn/callback');
    expect(back.searchParams.get('redirect')).toBe('/khoa-hoc?trang=2#top');
  });

  it('accepts a service on this site (the development simulator)', () => {
    const target = new URL(recognitionTarget({ ...on, recognitionUrl: '/api/dev/carrier/recognize' }, visitor)!);
    expect(target.origin + target.pathname).toBe('https://khoahoc.vn/api/dev/carrier/recognize');
  });

  it.each([
    ['a signed-in user', on, { authenticated: true }],
    ['a visitor already checked this session', on, { checked: true }],
    ['a search-engine crawler', on, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['a page-speed tool', on, { userAgent: 'Mozilla/5.0 Chrome-Lighthouse' }],
    ['the /callback return itself', on, { pathname: '/callback' }],
    ['disabledRecognition = 1', { ...on, disabledRecognition: 1 }, {}],
    ['no service URL configured', { ...on, recognitionUrl: undefined }, {}],
    ['a non-https service URL', { ...on, recognitionUrl: 'http://nhan-dien.example.vn' }, {}],
    ['a protocol-relative service URL', { ...on, recognitionUrl: '//nhan-dien.example.vn/start' }, {}],
    ['a javascript: service URL', { ...on, recognitionUrl: 'javascript:alert(1)' }, {}],
    ['a visitor on the sign-in page', on, { pathname: '/dang-nhap' }],
    ['a visitor registering', on, { pathname: '/dang-ky' }],
  ])('does not redirect %s', (_name, settings, ctx) => {
    expect(recognitionTarget(settings as SiteSettings, { ...visitor, ...ctx })).toBeNull();
  });
});

describe('prefetch after ready', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('connection %j → prefetch %p', (connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});

describe('remoteOfLink: which remote a link leads to (what the prefetch warms)', () => {
  const origin = 'http://localhost';
  it.each([
    ['/khoa-hoc', 'mf_catalogue'],
    ['/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013', 'mf_catalogue'],
    ['/tin-tuc/hoc-nhom', 'mf_content'],
    ['http://localhost/gio-hang', 'mf_checkout'],
    ['/vao-hoc/vat-ly-12', 'mf_learning'],
    ['/dang-nhap?redirect=%2F', 'mf_account'],
    ['/chinh-sach-bao-mat', 'mf_content'],
    ['https://www.facebook.com/khoahoc', null],
    ['/ops/status', null],
    ['/a/b/c/d', null],
  ])('%s → %p', (href, remote) => expect(remoteOfLink(href, origin)).toBe(remote));
});
