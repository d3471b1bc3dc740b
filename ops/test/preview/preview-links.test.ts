import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublicRegistry } from '@edu/shared/platform';
import { previewSecret, signPreview, verifyPreview } from '../../src/preview/preview-links';
import { previewBarHtml, previewFor } from '../../src/preview/preview-request';

const secret = Buffer.from('k'.repeat(32));
const NOW = 1_800_000_000;
const token = signPreview({ remote: 'mf_content', version: '1.0.0-abc', expiresAt: NOW + 3600 }, secret);
const [body, sig] = token.split('.') as [string, string];
const forged = (claims: object) => `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
const registry: PublicRegistry = {
  schema: 1,
  updatedAt: '',
  remotes: { mf_content: { live: null, published: { '1.0.0-abc': 'sha384-x' } } },
};

describe('preview tokens', () => {
  it('a link made here opens until its expiry', () => {
    expect(verifyPreview(token, secret, NOW)).toEqual({ ok: true, preview: { remote: 'mf_content', version: '1.0.0-abc', expiresAt: NOW + 3600 } });
  });

  it.each([
    ['another version under the same signature', forged({ r: 'mf_content', v: '1.0.0-evil', exp: NOW + 3600 }), 'tampered'],
    ['a later expiry under the same signature', forged({ r: 'mf_content', v: '1.0.0-abc', exp: NOW + 999_999 }), 'tampered'],
    ['another remote under the same signature', forged({ r: 'mf_account', v: '1.0.0-abc', exp: NOW + 3600 }), 'tampered'],
    ['a signature with one character changed', `${body}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, 'tampered'],
    [
      'signed with another key',
      signPreview({ remote: 'mf_content', version: '1.0.0-abc', expiresAt: NOW + 3600 }, Buffer.from('z'.repeat(32))),
      'tampered',
    ],
    ['no signature', body, 'tampered'],
    ['an extra part', `${token}.x`, 'tampered'],
    ['garbage', 'not-a-token', 'tampered'],
    ['empty', '', 'tampered'],
    ['past its expiry', signPreview({ remote: 'mf_content', version: '1.0.0-abc', expiresAt: NOW - 1 }, secret), 'expired'],
    ['at its expiry', signPreview({ remote: 'mf_content', version: '1.0.0-abc', expiresAt: NOW }, secret), 'expired'],
  ])('%s is refused (%s)', (_case, value, reason) => {
    expect(verifyPreview(value, secret, NOW)).toEqual({ ok: false, reason });
  });

  it('the local key is made once, owner-only, and reused; PREVIEW_SECRET wins and must be long', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-key-'));
    const first = previewSecret(dir, {});
    expect(first).toHaveLength(32);
    expect(previewSecret(dir, {})).toEqual(first);
    expect(fs.statSync(path.join(dir, '.preview-key')).mode & 0o777).toBe(0o600);
    expect(previewSecret(dir, { PREVIEW_SECRET: 's'.repeat(32) })).toEqual(Buffer.from('s'.repeat(32)));
    expect(() => previewSecret(dir, { PREVIEW_SECRET: 'short' })).toThrow('PREVIEW_SECRET must be at least 32 characters');
  });
});

describe('a preview link at the SSR service', () => {
  it.each([
    [
      'a valid link: kept in an HttpOnly cookie until it expires, the address cleaned',
      `/lien-he?mf_preview=${token}&a=1`,
      undefined,
      { kind: 'redirect', location: '/lien-he?a=1', setCookie: `mf_preview=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600` },
    ],
    [
      '"clear" ends it',
      '/?mf_preview=clear',
      `mf_preview=${token}`,
      { kind: 'redirect', location: '/', setCookie: 'mf_preview=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0' },
    ],
    [
      'the cookie shows the version on every page',
      '/khoa-hoc',
      `mf_preview=${token}`,
      { kind: 'preview', preview: { remote: 'mf_content', version: '1.0.0-abc', expiresAt: NOW + 3600 } },
    ],
    ['no link, no cookie', '/khoa-hoc', undefined, { kind: 'none' }],
    [
      'a tampered cookie is dropped',
      '/khoa-hoc',
      `mf_preview=${forged({ r: 'mf_content', v: 'x', exp: NOW + 1 })}`,
      { kind: 'dropped', setCookie: 'mf_preview=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0' },
    ],
  ])('%s', (_case, url, cookie, expected) => {
    expect(previewFor(url, cookie, registry, secret, NOW)).toEqual(expected);
  });

  it.each([
    ['tampered', `/?mf_preview=${forged({ r: 'mf_content', v: '1.0.0-evil', exp: NOW + 3600 })}`, 400, /^Liên kết xem trước không hợp lệ/],
    [
      'expired',
      `/?mf_preview=${signPreview({ remote: 'mf_content', version: '1.0.0-abc', expiresAt: NOW - 5 }, secret)}`,
      410,
      /^Liên kết xem trước đã hết hạn/,
    ],
    [
      'withdrawn',
      `/?mf_preview=${signPreview({ remote: 'mf_content', version: '0.9.0-old', expiresAt: NOW + 60 }, secret)}`,
      404,
      /^Phiên bản mf_content@0\.9\.0-old không còn được phát hành/,
    ],
  ])('a %s link is refused with a Vietnamese message', (_case, url, status, message) => {
    expect(previewFor(url, undefined, registry, secret, NOW)).toEqual({ kind: 'refused', status, message: expect.stringMatching(message) });
  });

  it('the bar names the version (escaped) and the way out', () => {
    const html = previewBarHtml({ remote: 'mf_content', version: '1.0.0-<b>', expiresAt: NOW });
    expect(html).toContain('aria-label="Xem trước"');
    expect(html).toContain('Xem trước: mf_content@1.0.0-&#60;b&#62;');
    expect(html).toContain('href="/?mf_preview=clear"');
  });
});
