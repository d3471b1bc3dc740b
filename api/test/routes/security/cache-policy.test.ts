import { appForFile } from '../../helpers/test-app';
import { login } from '../../helpers/users';

/**
 * Private answers are never cacheable (audit, high: behind a caching proxy, learner B saw learner A's
 * profile). Only anonymous public reads may be kept by a shared cache, and only briefly.
 */
let token: string;

const file = appForFile('cache');
const { call } = file;
beforeAll(async () => {
  token = (await login(call, 'hocvien@example.com', 'Hocvien@123')).body.data.token;
});

const cacheControl = async (url: string, opts: { token?: string; headers?: Record<string, string>; method?: string } = {}) =>
  String((await call(opts.method ?? 'GET', url, undefined, { token: opts.token, headers: opts.headers })).headers['cache-control']);

describe('Cache-Control from the API', () => {
  it.each(['/api/user/user.json', '/api/user/details.json', '/api/user/cart.json', '/api/user/order.json', '/api/user/notification.json'])(
    'a signed-in answer %s is private, no-store',
    async (url) => {
      expect(await cacheControl(url, { token })).toBe('private, no-store');
    },
  );

  it('a public read asked with a token, a cookie or a guest token is private too', async () => {
    expect(await cacheControl('/api/user/course.json', { token })).toBe('private, no-store');
    expect(await cacheControl('/api/user/course.json', { headers: { cookie: 'userStore=x' } })).toBe('private, no-store');
    expect(await cacheControl('/api/user/course.json', { headers: { 'x-guest-token': 'g'.repeat(32) } })).toBe('private, no-store');
  });

  it('an anonymous public read may be kept briefly, varying on who asks', async () => {
    const res = await call('GET', '/api/user/course.json');
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');
    expect(res.headers['vary']).toContain('Authorization');
  });

  it.each([
    ['an error', '/api/user/course/details.json?alias=khong-co-c9999'],
    ['a private route asked anonymously', '/api/user/user.json'],
    ['an answer that depends on the caller address (support votes)', '/api/user/support/details.json?slug=toi-quen-mat-khau-thi-phai-lam-sao'],
  ])('%s is never public', async (_name, url) => {
    expect(await cacheControl(url)).toBe('private, no-store');
  });

  it('a login (sets a cookie) is private', async () => {
    const res = await login(call, 'hocvien@example.com', 'Hocvien@123');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
