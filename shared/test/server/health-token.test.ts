import { HEALTH_TOKEN_TTL_SECONDS, signHealthToken, verifyHealthToken, vouchesFor } from '../../src/server/health-token';

const SECRET = 'bi-mat-suc-khoe-0123456789abcdefghij';
const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const page = { versions: { mf_content: '1.2.0', mf_catalogue: '2.0.0' }, bucket: 42 };

describe('health tokens', () => {
  it('round-trips the versions, the bucket, a 30-minute expiry and a fresh nonce', () => {
    const claims = verifyHealthToken(SECRET, signHealthToken(SECRET, page, NOW), NOW)!;
    expect(claims).toEqual({ v: page.versions, b: 42, exp: NOW / 1000 + HEALTH_TOKEN_TTL_SECONDS, n: expect.stringMatching(/^[\w-]{22}$/) });
    expect(verifyHealthToken(SECRET, signHealthToken(SECRET, page, NOW), NOW)!.n).not.toBe(claims.n);
    expect(vouchesFor(claims, 'mf_content', '1.2.0')).toBe(true);
    expect(vouchesFor(claims, 'mf_content', '1.3.0')).toBe(false);
    expect(vouchesFor(claims, 'toString', 'x')).toBe(false);
  });

  const token = signHealthToken(SECRET, page, NOW);
  const [body, sig] = token.split('.') as [string, string];
  const forged = Buffer.from(JSON.stringify({ v: { mf_content: '9.9.9' }, b: null, exp: NOW / 1000 + 60, n: 'AAAAAAAAAAAAAAAAAAAAAA' })).toString(
    'base64url',
  );
  it.each([
    ['no token', undefined, NOW],
    ['not a string', 42, NOW],
    ['no signature', body, NOW],
    ['claims rewritten, signature kept', `${forged}.${sig}`, NOW],
    ['signature flipped', `${body}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, NOW],
    ['signed with another key', signHealthToken('une-autre-cle-0123456789abcdefghijkl', page, NOW), NOW],
    ['an extra part', `${token}.x`, NOW],
    ['expired', token, NOW + HEALTH_TOKEN_TTL_SECONDS * 1000],
    ['absurdly long', 'a'.repeat(5000), NOW],
  ])('refuses %s', (_name, given, now) => {
    expect(verifyHealthToken(SECRET, given, now)).toBeNull();
  });

  it('refuses to sign or verify with a key shorter than 32 characters', () => {
    expect(() => signHealthToken('ngan', page, NOW)).toThrow(/at least 32/);
    expect(verifyHealthToken('ngan', token, NOW)).toBeNull();
  });
});
