import { recognitionTarget, type SiteSettings } from '../src/startup/site-settings';
import { shouldPrefetch } from '../src/startup/prefetch-remotes';

const on: SiteSettings = { disabledRecognition: 0, recognitionServiceId: 'svc-1', recognitionUrl: 'https://nhan-dien.example.vn/start' };
const visitor = { authenticated: false, checked: false, userAgent: 'Mozilla/5.0 Chrome/156', origin: 'https://khoahoc.vn', pathname: '/' };

describe('carrier number recognition redirect', () => {
  it('sends a new visitor once, with the service id and the /callback return point', () => {
    const target = new URL(recognitionTarget(on, visitor)!);
    expect(target.origin + target.pathname).toBe('https://nhan-dien.example.vn/start');
    expect(target.searchParams.get('service_id')).toBe('svc-1');
    expect(target.searchParams.get('return_url')).toBe('https://khoahoc.vn/callback');
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
