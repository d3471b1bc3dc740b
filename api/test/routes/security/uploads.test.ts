import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { registerUser, type TestUser } from '../../helpers/users';

/** Uploads: names nobody can guess, a quota per learner (audit, low). */
let t: TestApp;
let call: Call;
let user: TestUser;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  t = await createTestApp('uploads', { uploadQuota: { filesPerDay: 3, bytesPerUser: 40 } });
  call = client(t.app);
  user = await registerUser(call);
});
afterAll(() => t?.close());

const presign = (key: string, who: TestUser = user, type = 'image/png') =>
  call('POST', '/api/user/upload.json', { key, content_encoding: 'blob', content_type: type }, { token: who.token });
const put = (url: string, payload: Buffer) => t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': 'image/png' } });

describe('upload names', () => {
  it('are not the name the learner chose: an unguessable folder, and the extension of the signed type', async () => {
    const a = await presign('avatar.png');
    const b = await presign('avatar.png');
    expect(a.body.data.direct_url).toMatch(new RegExp(`^/uploads/users/${user.id}/[0-9a-f]{24}/avatar\\.png$`));
    expect(a.body.data.direct_url).not.toBe(b.body.data.direct_url);
    expect((await presign('trang.html')).body.data.direct_url).toMatch(/\/trang\.html\.png$/);
    // someone guessing the plain name finds nothing
    expect((await call('GET', `/uploads/users/${user.id}/avatar.png`)).statusCode).toBe(404);
  });
});

describe('upload quota', () => {
  it('stops a learner filling the storage: bytes kept altogether, files per day — checked again when the bytes arrive', async () => {
    const u = await registerUser(call);
    const urls = await Promise.all([1, 2, 3, 4].map(async (i) => (await presign(`anh-${i}.png`, u)).body.data.url as string));
    expect((await put(urls[0]!, PNG)).statusCode).toBe(200); // 16 bytes
    expect((await put(urls[1]!, PNG)).statusCode).toBe(200); // 32 bytes
    const over = await put(urls[2]!, PNG); // 48 > 40
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(/Dung lượng/);
    // replacing one of my files with the same bytes is not new storage
    expect((await put(urls[1]!, PNG)).statusCode).toBe(200);
  });

  it('files per day', async () => {
    const u = await registerUser(call);
    for (let i = 0; i < 3; i += 1) {
      const p = await presign(`n-${i}.png`, u);
      expect((await put(p.body.data.url, PNG.subarray(0, 8))).statusCode).toBe(200);
    }
    const fourth = await presign('n-4.png', u);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body.message).toMatch(/hôm nay/);
  });
});

describe('what an upload may be', () => {
  it('refuses bytes that are not the signed type: a page or an SVG with a script declared as a PNG', async () => {
    const u = await registerUser(call);
    for (const bytes of ['<html><script>alert(1)</script></html>', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>']) {
      const p = await presign('anh.png', u);
      const r = await put(p.body.data.url, Buffer.from(bytes));
      expect(r.statusCode).toBe(415);
      expect(r.json().message).toBe('Nội dung tệp không phải image/png');
      expect((await call('GET', p.body.data.direct_url)).statusCode).toBe(404);
    }
    expect((await presign('anh.svg', u, 'image/svg+xml')).statusCode).toBe(415);
    expect((await presign('trang.html', u, 'text/html')).statusCode).toBe(415);
  });

  it('is served as the type it was checked to be, never sniffed, never able to script', async () => {
    const u = await registerUser(call);
    const p = await presign('anh.png', u);
    expect((await put(p.body.data.url, PNG.subarray(0, 8))).statusCode).toBe(200);
    const r = await t.app.inject({ method: 'GET', url: p.body.data.direct_url });
    expect(r.statusCode).toBe(200);
    expect(r.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });
});
