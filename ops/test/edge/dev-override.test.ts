import type http from 'node:http';
import { CONTENT_SECURITY_POLICY } from '../../src/edge/security-headers';
import { devContentSecurityPolicy, devOverrideFor } from '../../src/edge/dev-override';

const req = (url: string, cookie?: string) => ({ url, headers: cookie ? { cookie } : {} }) as http.IncomingMessage;

describe('the edge and a dev override (pnpm dev)', () => {
  it.each([
    [
      'a link sets it for this browser and drops the parameter',
      '/lien-he?mf_dev=mf_content%40http%3A%2F%2Flocalhost%3A3305&x=1',
      undefined,
      { kind: 'redirect', location: '/lien-he?x=1', setCookie: 'mf_dev=mf_content%40http%3A%2F%2Flocalhost%3A3305; Path=/; SameSite=Lax' },
    ],
    [
      '"clear" ends it',
      '/?mf_dev=clear',
      'mf_dev=mf_content%40http%3A%2F%2Flocalhost%3A3305',
      { kind: 'redirect', location: '/', setCookie: 'mf_dev=; Path=/; SameSite=Lax; Max-Age=0' },
    ],
    [
      'the cookie makes the page the dev browser’s',
      '/lien-he',
      'a=1; mf_dev=mf_content%40http%3A%2F%2Flocalhost%3A3305',
      { kind: 'dev', dev: { remote: 'mf_content', origin: 'http://localhost:3305' } },
    ],
    ['no cookie, no parameter: an ordinary page', '/lien-he', 'a=1', { kind: 'none' }],
    ['a cookie naming another machine is ignored', '/lien-he', 'mf_dev=mf_content%40https%3A%2F%2Fevil.example', { kind: 'none' }],
  ])('%s', (_case, url, cookie, expected) => {
    expect(devOverrideFor(req(url, cookie), true)).toEqual(expected);
  });

  it('a link naming another machine is refused, in Vietnamese, naming the form it needs', () => {
    const decision = devOverrideFor(req('/?mf_dev=mf_content%40https%3A%2F%2Fevil.example'), true);
    expect(decision).toEqual({
      kind: 'refused',
      message: expect.stringMatching(/^Liên kết phát triển không hợp lệ: cần dạng <remote>@http:\/\/localhost:<cổng>/),
    });
  });

  it('a site that does not allow dev overrides (production) ignores both the link and the cookie', () => {
    expect(devOverrideFor(req('/?mf_dev=mf_content%40http%3A%2F%2Flocalhost%3A3305'), false)).toEqual({ kind: 'none' });
    expect(devOverrideFor(req('/', 'mf_dev=mf_content%40http%3A%2F%2Flocalhost%3A3305'), false)).toEqual({ kind: 'none' });
  });

  it('the dev browser’s page policy adds the dev server where its code, styles and socket come from, nothing else', () => {
    const policy = devContentSecurityPolicy({ remote: 'mf_content', origin: 'http://localhost:3305' });
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ', 1)[0], d]));
    expect(directives['script-src']).toMatch(/ http:\/\/localhost:3305 'unsafe-eval'$/);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval'); // every other page keeps the policy without it
    expect(directives['connect-src']).toMatch(/ http:\/\/localhost:3305 ws:\/\/localhost:3305$/);
    expect(directives['style-src']).toMatch(/ http:\/\/localhost:3305$/);
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(policy.split('; ')).toHaveLength(CONTENT_SECURITY_POLICY.split('; ').length);
  });
});
