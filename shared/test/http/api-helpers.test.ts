import { apiDelete, apiGet, apiPatch, apiPost, setApiClient } from '../../src/http/api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../src/http/api-error';
import { createApiClient } from '../../src/http/create-api-client';
import { setNavigator } from '../../src/http/navigator';
import { resetSessionStore } from '../../src/session/session-store';
import { loginSession } from '../../src/session/session-actions';
import { fakeServer, type FakeReply } from '../helpers/fake-server';
import { AxiosError, type AxiosAdapter } from 'axios';

function useServer(reply: FakeReply | ((url: string) => FakeReply)) {
  const { adapter, seen } = fakeServer((req) => (typeof reply === 'function' ? reply(req.url) : reply));
  setApiClient(createApiClient({ baseURL: 'https://api.test', adapter, currentPath: () => '/' }));
  return seen;
}

beforeEach(() => {
  resetSessionStore();
  setNavigator(jest.fn());
});
afterAll(() => {
  setApiClient(null);
  setNavigator(null);
});

describe('guest token', () => {
  const ok = { status: 200, data: { status: true, data: null, message: '' } };

  it('goes with every request of a signed-out visitor, so the guest cart merges at login', async () => {
    const seen = useServer(ok);
    await apiGet('/api/user/cart.json');
    await apiPost('/api/user/login.json', { username: 'a', password: 'b' });
    expect(seen.map((r) => r.guestToken)).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), expect.any(String)]);
  });

  it('is not sent once the session has an access token', async () => {
    loginSession({ id: 1, token: 'a.b.c', full_name: 'Học Viên', email: null, phone: null });
    const seen = useServer(ok);
    await apiGet('/api/user/cart.json');
    expect(seen[0]?.guestToken).toBeUndefined();
  });
});

describe('envelope helpers', () => {
  it.each([
    ['apiGet', () => apiGet('/x', { page: 2 }), 'GET'],
    ['apiPost', () => apiPost('/x', { a: 1 }), 'POST'],
    ['apiPatch', () => apiPatch('/x', { a: 1 }), 'PATCH'],
    ['apiDelete', () => apiDelete('/x', { data: { id: 3 } }), 'DELETE'],
  ])('%s returns the envelope data', async (_name, call, method) => {
    const seen = useServer({ status: 200, data: { status: true, data: { id: 1 }, message: '' } });
    await expect(call()).resolves.toEqual({ id: 1 });
    expect(seen[0]?.method).toBe(method);
  });

  it('sends query params and JSON bodies', async () => {
    const seen = useServer({ status: 200, data: { status: true, data: null, message: '' } });
    await apiPost('/x', { course_ids: [5] });
    expect(seen[0]?.body).toEqual({ course_ids: [5] });
  });

  it.each<[string, FakeReply, { status: number; message: string; code?: string }]>([
    [
      'envelope status false keeps the server message',
      { status: 200, data: { status: false, data: null, message: 'Mã không hợp lệ' } },
      { status: 200, message: 'Mã không hợp lệ' },
    ],
    [
      'envelope status 0 counts as failure',
      { status: 200, data: { status: 0, data: null, message: '' } },
      { status: 200, message: 'Đã có lỗi xảy ra, vui lòng thử lại.' },
    ],
    ['HTTP 400 with an envelope message', { status: 400, data: { status: false, message: 'Thiếu email' } }, { status: 400, message: 'Thiếu email' }],
    ['HTTP 404 without a message', { status: 404, data: '' }, { status: 404, message: 'Không tìm thấy dữ liệu.' }],
    ['HTTP 500 without a message', { status: 500, data: null }, { status: 500, message: 'Máy chủ đang bận, vui lòng thử lại sau.' }],
    [
      'a body that is not an envelope',
      { status: 200, data: '<html>' },
      { status: 200, message: 'Phản hồi không hợp lệ từ máy chủ.', code: 'BAD_ENVELOPE' },
    ],
  ])('throws ApiError when %s', async (_name, reply, expected) => {
    useServer(reply);
    const error = await apiGet('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
  });

  it('throws the Vietnamese network message with status 0 when the server cannot be reached', async () => {
    const adapter: AxiosAdapter = (config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    setApiClient(createApiClient({ baseURL: '', adapter }));
    await expect(apiGet('/x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, code: 'ERR_NETWORK' });
  });
});
