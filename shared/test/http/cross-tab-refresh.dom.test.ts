/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { createApiClient } from '../../src/http/create-api-client';
import { setNavigator } from '../../src/http/navigator';
import { loginSession } from '../../src/session/session-actions';
import { getSessionStore, resetSessionStore } from '../../src/session/session-store';
import { withTabLock } from '../../src/platform/tab-lock';
import { fakeServer, ok, type SeenRequest } from '../helpers/fake-server';
import { iso, makeJwt } from '../helpers/jwt';
import { userAt } from '../helpers/users';

/**
 * Several tabs share one `userStore` cookie and one refresh cookie. A tab that waited for the refresh
 * lock finds the tokens another tab stored and adopts them: the refresh token is spent once.
 */
const STALE = userAt(Date.now(), { token: makeJwt({ sub: 7, exp: Math.floor(Date.now() / 1000) - 60 }) });
const FRESH = makeJwt({ sub: 7, exp: Math.floor(Date.now() / 1000) + 900 });

beforeEach(() => {
  Cookies.remove('userStore', { path: '/' });
  localStorage.clear();
  resetSessionStore();
  setNavigator(jest.fn());
});
afterAll(() => setNavigator(null));

function api(refreshToken: string) {
  const server = fakeServer((req: SeenRequest) => {
    if (req.url === '/api/user/refresh.json') return { ...ok({ token: refreshToken, rt_exp: iso(Date.now() + 86_400_000) }), delay: 30 };
    return req.authorization === `Bearer ${FRESH}` ? ok({ url: req.url }) : { status: 401, data: { status: false } };
  });
  return { ...server, client: createApiClient({ baseURL: '', adapter: server.adapter, currentPath: () => '/tai-khoan' }) };
}
const refreshes = (seen: SeenRequest[]) => seen.filter((r) => r.url === '/api/user/refresh.json').length;

describe('refresh across tabs', () => {
  it('adopts the token another tab stored while this one waited, without a refresh of its own', async () => {
    loginSession(STALE);
    // the other tab finished its refresh: the shared cookie now holds the new access token
    Cookies.set('userStore', JSON.stringify({ userInfo: { ...STALE, token: FRESH }, subscription: [] }));
    const { client, seen } = api(FRESH);
    const res = await client.get('/api/user/user.json');
    expect(res.data.data.url).toBe('/api/user/user.json');
    expect(refreshes(seen)).toBe(0);
    expect(getSessionStore().getState().userInfo?.token).toBe(FRESH);
  });

  it('refreshes itself when the cookie holds nothing newer', async () => {
    loginSession(STALE);
    const { client, seen } = api(FRESH);
    await client.get('/api/user/user.json');
    expect(refreshes(seen)).toBe(1);
  });

  it.each([
    ['an expired token', makeJwt({ sub: 7, exp: Math.floor(Date.now() / 1000) - 5 }), 7],
    ['another learner’s token', FRESH, 8],
  ])('does not adopt %s from the cookie', async (_name, token, id) => {
    loginSession(STALE);
    Cookies.set('userStore', JSON.stringify({ userInfo: { ...STALE, id, token }, subscription: [] }));
    const { client, seen } = api(FRESH);
    await client.get('/api/user/user.json');
    expect(refreshes(seen)).toBe(1);
  });
});

describe('withTabLock', () => {
  const overlapOf = async (n: number) => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        withTabLock('test', async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 20));
          order.push(i);
          running -= 1;
        }),
      ),
    );
    return { most, order };
  };

  it('runs one task at a time with the storage lease (no Web Locks)', async () => {
    expect(navigator.locks).toBeUndefined();
    const { most, order } = await overlapOf(3);
    expect(most).toBe(1);
    expect(order.sort()).toEqual([0, 1, 2]);
    expect(localStorage.getItem('edu-lock:test')).toBeNull();
  });

  it('uses the Web Locks API where the browser has it', async () => {
    const request = jest.fn((_name: string, task: () => Promise<unknown>) => task());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      await expect(withTabLock('refresh', async () => 42)).resolves.toBe(42);
      expect(request).toHaveBeenCalledWith('edu:refresh', expect.any(Function));
    } finally {
      Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    }
  });

  it('releases the lease when the task fails', async () => {
    await expect(withTabLock('test', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(localStorage.getItem('edu-lock:test')).toBeNull();
  });
});
