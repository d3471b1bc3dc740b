import type { AxiosInstance } from 'axios';
import { SESSION_ENDED_MESSAGE } from '../../src/http/auth-handling';
import { createApiClient } from '../../src/http/create-api-client';
import { setNavigator } from '../../src/http/navigator';
import { getBus } from '../../src/bus/bus';
import { loginSession } from '../../src/session/session-actions';
import { getSessionStore, resetSessionStore } from '../../src/session/session-store';
import { fakeServer, ok, type FakeReply, type SeenRequest } from '../helpers/fake-server';
import { iso, makeJwt } from '../helpers/jwt';
import { userAt } from '../helpers/users';

const NEW_TOKEN = makeJwt({ sub: 7, exp: Math.floor(Date.now() / 1000) + 7200 });
const OLD = userAt(Date.now());

let navigate: jest.Mock;
beforeEach(() => {
  resetSessionStore();
  globalThis.__EDU_BUS__ = undefined;
  navigate = jest.fn();
  setNavigator(navigate);
});
afterAll(() => setNavigator(null));

/** Protected endpoints accept only the new token; refresh.json answers with `refreshReply`. */
function server(refreshReply: FakeReply = ok({ token: NEW_TOKEN, rt_exp: iso(Date.now() + 86_400_000) })) {
  return fakeServer((req: SeenRequest) => {
    if (req.url === '/api/user/refresh.json') return { ...refreshReply, delay: 20 };
    if (req.url === '/forbidden') return { status: 403, data: { status: false, data: null, message: 'Cấm' } };
    return req.authorization === `Bearer ${NEW_TOKEN}` ? ok({ url: req.url }) : { status: 401, data: { status: false, message: 'expired' } };
  });
}

const GUARDED = '/tai-khoan/don-hang?trang=2';

function client(adapter: ReturnType<typeof server>['adapter'], fullPath = GUARDED, userAgent = 'Mozilla/5.0 Chrome/131'): AxiosInstance {
  return createApiClient({
    baseURL: '',
    adapter,
    currentPath: () => fullPath.replace(/[?#].*$/, ''),
    currentFullPath: () => fullPath,
    userAgent: () => userAgent,
  });
}

function toasts(): string[] {
  const seen: string[] = [];
  getBus().on('toast:show', (e) => seen.push(e.msg));
  return seen;
}

const refreshCalls = (seen: SeenRequest[]) => seen.filter((r) => r.url === '/api/user/refresh.json');

describe('401 handling (SPEC §7)', () => {
  it('sends the Bearer token of the session and includes credentials', async () => {
    loginSession({ ...OLD, token: NEW_TOKEN });
    const { adapter, seen } = server();
    await client(adapter).get('/api/user/user.json');
    expect(seen[0]).toMatchObject({ authorization: `Bearer ${NEW_TOKEN}`, withCredentials: true });
  });

  it('refreshes exactly once for five parallel 401s and replays all five with the new token', async () => {
    loginSession(OLD);
    const { adapter, seen } = server();
    const api = client(adapter);
    const urls = ['/a', '/b', '/c', '/d', '/e'];
    const results = await Promise.all(urls.map((u) => api.get(u)));

    expect(refreshCalls(seen)).toHaveLength(1);
    expect(results.map((r) => r.data.data.url)).toEqual(urls);
    const replays = seen.filter((r) => r.authorization === `Bearer ${NEW_TOKEN}`);
    expect(replays.map((r) => r.url).sort()).toEqual(urls);
    expect(getSessionStore().getState().userInfo).toMatchObject({ token: NEW_TOKEN });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the refresh call with cookies (the refresh token is in its HttpOnly cookie, never in the body), without running 401 handling on it', async () => {
    loginSession(OLD);
    const { adapter, seen } = server();
    await client(adapter).get('/a');
    expect(refreshCalls(seen)[0]).toMatchObject({ method: 'POST', withCredentials: true, body: {} });
  });

  it('replays a late 401 with the already refreshed token instead of refreshing again', async () => {
    loginSession(OLD);
    const { adapter, seen } = server();
    const api = client(adapter);
    await api.get('/first');
    // A request that left with the old token and fails after the refresh is done.
    await api.get('/late', { headers: { Authorization: `Bearer ${OLD.token}` } });
    expect(refreshCalls(seen)).toHaveLength(1);
  });

  it.each<[string, FakeReply]>([
    ['the refresh answers status false', { status: 200, data: { status: false, data: null, message: 'no' } }],
    ['the refresh answers 401', { status: 401, data: { status: false, message: 'no' } }],
    ['the refresh answers 500', { status: 500, data: 'oops' }],
  ])('on a page that needs a session: logs out and goes to /dang-nhap?redirect=<the page> once when %s', async (_name, reply) => {
    loginSession(OLD);
    const shown = toasts();
    const events: unknown[] = [];
    getBus().on('session:changed', (e) => events.push(e));
    const { adapter, seen } = server(reply);
    const api = client(adapter);
    const outcomes = await Promise.allSettled(['/a', '/b', '/c'].map((u) => api.get(u)));

    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refreshCalls(seen)).toHaveLength(1);
    expect(getSessionStore().getState()).toEqual({ userInfo: null, subscription: [] });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/dang-nhap?redirect=%2Ftai-khoan%2Fdon-hang%3Ftrang%3D2', { replace: false });
    expect(events).toEqual([{ v: 1, authenticated: false, user: null }]);
    expect(shown).toEqual([SESSION_ENDED_MESSAGE]);
  });

  it.each([['/khoa-hoc'], ['/'], ['/tin-tuc/bai-viet?page=2'], ['/gio-hang']])(
    'on the public page %s: clears the session quietly and stays, telling the learner once',
    async (path) => {
      loginSession(OLD);
      const shown = toasts();
      const { adapter, seen } = server({ status: 401, data: { status: false, message: 'revoked' } });
      const api = client(adapter, path);
      await Promise.allSettled(['/cart', '/notifications'].map((u) => api.get(u)));
      expect(refreshCalls(seen)).toHaveLength(1);
      expect(getSessionStore().getState().userInfo).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
      expect(shown).toEqual([SESSION_ENDED_MESSAGE]);
    },
  );

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Lighthouse', 'Mozilla/5.0 (Linux; Android 11) Chrome/131 Mobile Safari/537.36 Chrome-Lighthouse'],
    ['coccocbot', 'Mozilla/5.0 (compatible; coccocbot-web/1.0; +http://help.coccoc.com/searchengine)'],
    ['Zalo', 'Mozilla/5.0 (Linux; Android 12) Zalo/1.0 ZaloTheme/light'],
  ])('never sends the crawler %s to sign in, even from a page that needs a session', async (_name, ua) => {
    const shown = toasts();
    const { adapter } = server();
    await expect(client(adapter, GUARDED, ua).get('/api/user/user.json')).rejects.toMatchObject({ response: { status: 401 } });
    expect(navigate).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it.each([
    ['no refresh expiry', { rt_exp: undefined }],
    ['an expired refresh token', { rt_exp: iso(Date.now() - 1000) }],
  ])('logs out and goes to sign in (guarded page) without calling refresh when there is %s', async (_name, overrides) => {
    loginSession({ ...OLD, ...overrides });
    const { adapter, seen } = server();
    await expect(client(adapter).get('/a')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls(seen)).toHaveLength(0);
    expect(getSessionStore().getState().userInfo).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/dang-nhap?redirect=%2Ftai-khoan%2Fdon-hang%3Ftrang%3D2', { replace: false });
  });

  it.each(['/dang-nhap', '/dang-nhap/'])('does not refresh or navigate on a 401 while on %s', async (path) => {
    loginSession(OLD);
    const { adapter, seen } = server();
    await expect(client(adapter, path).post('/api/user/login.json', {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls(seen)).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(getSessionStore().getState().userInfo).not.toBeNull();
  });

  it('does not loop when the replayed request is refused again', async () => {
    loginSession(OLD);
    const { adapter, seen } = fakeServer((req) =>
      req.url === '/api/user/refresh.json' ? ok({ token: NEW_TOKEN }) : { status: 401, data: { status: false } },
    );
    await expect(client(adapter).get('/a')).rejects.toMatchObject({ response: { status: 401 } });
    expect(seen.map((r) => r.url)).toEqual(['/a', '/api/user/refresh.json', '/a']);
  });

  it('sends a 403 to the home page', async () => {
    loginSession({ ...OLD, token: NEW_TOKEN });
    const { adapter, seen } = server();
    await expect(client(adapter).get('/forbidden')).rejects.toMatchObject({ response: { status: 403 } });
    expect(navigate).toHaveBeenCalledWith('/', { replace: false });
    expect(refreshCalls(seen)).toHaveLength(0);
    expect(getSessionStore().getState().userInfo).not.toBeNull();
  });

  it('keeps an explicit Authorization header (forgot-password verify_token)', async () => {
    const { adapter, seen } = server();
    loginSession({ ...OLD, token: NEW_TOKEN });
    await client(adapter)
      .post('/api/user/change_password_after_verify.json', {}, { headers: { Authorization: 'Bearer verify-1' }, skipAuthHandling: true })
      .catch(() => undefined);
    expect(seen[0]?.authorization).toBe('Bearer verify-1');
  });
});
