import { appForFile, createTestApp, type TestApp } from '../../helpers/test-app';
import { login } from '../../helpers/users';

/** A NUL byte or invalid UTF-8 in a text field is a clear 400, never a 500 (audit, low). */
let token: string;

const file = appForFile('hygiene');
const { call } = file;
beforeAll(async () => {
  token = (await login(call, 'hocvien@example.com', 'Hocvien@123')).body.data.token;
});

describe('text the database cannot store', () => {
  it.each([
    ['a NUL in a JSON field', 'PATCH', '/api/user/user.json', { full_name: 'Học\u0000viên' }],
    [
      'a NUL in a nested field',
      'POST',
      '/api/user/support.json',
      { full_name: 'A', email: 'a@example.com', message: 'x', meta: { note: 'a\u0000' } },
    ],
    ['a NUL in a key', 'PATCH', '/api/user/user.json', { ['full\u0000name']: 'A' }],
  ])('%s → 400 with a message', async (_name, method, url, body) => {
    const res = await call(method, url, body, { token });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Dữ liệu chứa ký tự không hợp lệ');
  });

  it('a NUL in the query → 400', async () => {
    const res = await call('GET', '/api/user/course.json', undefined, { query: { keyword: 'toán\u0000' } });
    expect(res.statusCode).toBe(400);
  });

  it('a JSON body that is not UTF-8 → 400', async () => {
    const raw = Buffer.concat([Buffer.from('{"full_name":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await file.app.inject({
      method: 'PATCH',
      url: '/api/user/user.json',
      payload: raw,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dữ liệu chứa ký tự không hợp lệ');
  });

  it.each([
    ['an invalid UTF-8 sequence in the query', '/api/user/course.json?keyword=%C3%28'],
    ['a byte that is never UTF-8 in the query', '/api/user/post.json?q=%FF%FE'],
    ['an encoded lone surrogate in the query', '/api/user/post.json?q=%ED%A0%80'],
  ])('%s → 400', async (_name, url) => {
    const res = await file.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dữ liệu chứa ký tự không hợp lệ');
  });

  it('a lone surrogate in a JSON string → 400 (it would be stored as U+FFFD)', async () => {
    const res = await file.app.inject({
      method: 'PATCH',
      url: '/api/user/user.json',
      payload: '{"full_name":"H\\ud800c"}',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a path that is not valid percent-encoding → 400 in the envelope', async () => {
    const res = await file.app.inject({ method: 'GET', url: '/uploads/%FF.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, data: null, message: 'Đường dẫn không hợp lệ' });
  });

  it('well-formed Vietnamese text still goes through', async () => {
    expect((await call('GET', '/api/user/course.json', undefined, { query: { keyword: 'toán 12 – 😀' } })).statusCode).toBe(200);
    const res = await call('PATCH', '/api/user/user.json', { full_name: 'Nguyễn Thị Hương' }, { token });
    expect(res.statusCode).toBe(200);
  });
});

describe('who the caller is', () => {
  let direct: TestApp;
  beforeAll(async () => {
    // An API whose only trusted proxy is an edge at 10.0.0.5: a client elsewhere cannot choose its address.
    direct = await createTestApp('proxy', { trustedProxies: ['10.0.0.5'] });
  });
  afterAll(() => direct?.close());

  const like = (app: TestApp['app'], from: string, forwardedFor: string) =>
    app.inject({
      method: 'PATCH',
      url: '/api/user/support/like.json',
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor, 'content-type': 'application/json' },
      payload: { id: 1, like: true },
    });

  it('a spoofed X-Forwarded-For from an untrusted client buys no second vote', async () => {
    const first = await like(direct.app, '203.0.113.7', '198.51.100.1');
    const second = await like(direct.app, '203.0.113.7', '198.51.100.2');
    expect(first.json().data.likes).toBe(second.json().data.likes);
  });

  it('behind the trusted edge, each forwarded client counts once', async () => {
    const a = await like(direct.app, '10.0.0.5', '198.51.100.11');
    const b = await like(direct.app, '10.0.0.5', '198.51.100.12');
    expect(b.json().data.likes).toBe(a.json().data.likes + 1);
  });
});
