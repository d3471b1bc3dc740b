import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { registerUser, type TestUser } from '../../helpers/users';

/**
 * Uploads in object storage (a real S3-compatible server over HTTP, SigV4-checked): the API presigns a
 * PUT for the site's origin with the type, the exact size and the ACL signed; the edge passes it on with
 * its Host (simulated here); the storage refuses any other type or size; the API checks what arrived
 * before a profile points at it and serves it back as its checked type.
 */
const SITE = 'site.test:3999';
const BUCKET = 'edu-uploads';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
type S3rver = { run: () => Promise<{ address: string; port: number }>; close: () => Promise<void> };

let s3: S3rver;
let s3Port = 0;
let t: TestApp;
let call: Call;
let user: TestUser;

beforeAll(async () => {
  const S3rverClass = require('@20minutes/s3rver') as new (o: Record<string, unknown>) => S3rver;
  s3 = new S3rverClass({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    vhostBuckets: false,
    directory: fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-s3-')),
    configureBuckets: [{ name: BUCKET }],
  });
  s3Port = (await s3.run()).port;
  t = await createTestApp('upload_bucket', {
    siteOrigin: `http://${SITE}`,
    uploadBucket: { endpoint: `http://127.0.0.1:${s3Port}`, bucket: BUCKET, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  call = client(t.app);
  user = await registerUser(call);
});
afterAll(async () => {
  await t?.close();
  await s3?.close().catch(() => undefined); // the last test stops it
});

const presign = (key: string, size: number | undefined, type = 'image/png') =>
  call(
    'POST',
    '/api/user/upload.json',
    { key, content_encoding: 'blob', content_type: type, ...(size === undefined ? {} : { size }) },
    { token: user.token },
  );

/** The browser's PUT to the site's origin, as the edge passes it to the storage (Host kept). */
function putThroughEdge(url: string, body: Buffer, headers: Record<string, string>): Promise<number> {
  const u = new URL(url);
  expect(u.host).toBe(SITE);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: s3Port,
        method: 'PUT',
        path: u.pathname + u.search,
        headers: { host: SITE, 'content-length': String(body.length), 'x-amz-acl': 'public-read', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('uploads in object storage', () => {
  it('presigns only for a declared size within the limit', async () => {
    expect((await presign('anh.png', undefined)).body.message).toBe('Thiếu kích thước tệp (size, tính bằng byte)');
    const big = await presign('anh.png', 6 * 1024 * 1024);
    expect(big.statusCode).toBe(413);
    expect(big.body.message).toBe('Tệp quá lớn: tối đa 5 MB');
  });

  it('an avatar goes to the bucket, is checked, kept on the profile and served as its type', async () => {
    const p = await presign('anh.png', PNG.length);
    expect(p.statusCode).toBe(200);
    expect(p.body.data.url).toMatch(new RegExp(`^http://${SITE}/${BUCKET}/users/${user.id}/[0-9a-f]{24}/anh\\.png\\?`));
    expect(await putThroughEdge(p.body.data.url, PNG, { 'content-type': 'image/png' })).toBe(200);
    const saved = await call('PATCH', '/api/user/user.json', { avatar: p.body.data.direct_url }, { token: user.token });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.user.avatar).toBe(p.body.data.direct_url);
    const served = await t.app.inject({ method: 'GET', url: p.body.data.direct_url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
  });

  it('the storage refuses another type or another size than was signed', async () => {
    const p = await presign('anh.png', PNG.length);
    expect(await putThroughEdge(p.body.data.url, PNG, { 'content-type': 'text/html' })).toBe(403);
    expect(await putThroughEdge(p.body.data.url, Buffer.concat([PNG, PNG]), { 'content-type': 'image/png' })).toBe(403);
    const never = await call('PATCH', '/api/user/user.json', { avatar: p.body.data.direct_url }, { token: user.token });
    expect(never.statusCode).toBe(400);
    expect(never.body.message).toBe('Chưa tải tệp lên xong, vui lòng thử lại');
  });

  it('a page or an SVG with a script sent as a PNG is refused before the profile points at it', async () => {
    const before = (await call('GET', '/api/user/user.json', undefined, { token: user.token })).body.data.user.avatar;
    for (const text of ['<html><script>alert(1)</script></html>', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>']) {
      const bytes = Buffer.from(text);
      const p = await presign('anh.png', bytes.length);
      expect(await putThroughEdge(p.body.data.url, bytes, { 'content-type': 'image/png' })).toBe(200); // the storage cannot tell
      const r = await call('PATCH', '/api/user/user.json', { avatar: p.body.data.direct_url }, { token: user.token });
      expect(r.statusCode).toBe(400);
      expect(r.body.message).toBe('Nội dung tệp không phải image/png');
      // and were it fetched, it is an image that cannot script
      const served = await t.app.inject({ method: 'GET', url: p.body.data.direct_url });
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    }
    expect((await call('GET', '/api/user/user.json', undefined, { token: user.token })).body.data.user.avatar).toBe(before);
  });

  it('is part of readiness: with the storage gone, /ready says so (503)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    await s3.close();
    const r = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(r.statusCode).toBe(503);
    expect(r.json().problems).toContain('upload storage unreachable');
  });
});
