import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';

/**
 * The API's own answers (JSON, uploaded files, the sandbox page) cannot be sniffed into HTML, framed
 * (clickjacking) or leak the full URL in a Referer (audit, medium). Pages get theirs from the edge.
 */
let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp('headers');
  call = client(t.app);
});
afterAll(() => t?.close());

describe('security headers on every API answer', () => {
  it.each([
    ['a public read', 'GET', '/api/user/course.json'],
    ['a private route asked anonymously (401)', 'GET', '/api/user/user.json'],
    ['an unknown route (404)', 'GET', '/api/khong-co.json'],
    ['bad input (400)', 'POST', '/api/user/login.json'],
    ['an uploaded file', 'GET', '/uploads/demo/course-1.svg'],
  ])('%s', async (_name, method, url) => {
    const res = await call(method, url, method === 'POST' ? {} : undefined);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
  });
});
