import { loadConfig, parseJwtKeys } from '../../../src/config';
import { strongSecret } from '../../helpers/secrets';
import { signJwt, verifyJwt } from '../../../src/lib/jwt';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client } from '../../helpers/client';
import { login } from '../../helpers/users';

/**
 * Signing keys come from configuration, the same on every replica, with ids and rotation: the first
 * key signs, every listed key verifies, a key no longer listed verifies nothing.
 */
const OLD = { kid: '2026-10', secret: 'o'.repeat(40) };
const NEW = { kid: '2026-11', secret: 'n'.repeat(40) };

describe('JWT keys', () => {
  it('tokens name the key that signed them', () => {
    const token = signJwt({ sub: 1, typ: 'access' }, [NEW, OLD], 60);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT', kid: '2026-11' });
  });

  it.each([
    ['the old key still verifies what it signed during the rotation', [OLD], [NEW, OLD], true],
    ['the new key verifies what it signs', [NEW, OLD], [NEW, OLD], true],
    ['a replica that has not rotated yet verifies the new key’s tokens once it lists the key', [NEW, OLD], [OLD, NEW], true],
    ['once the old key is dropped, its tokens stop working', [OLD], [NEW], false],
    ['a key with the right id and the wrong secret', [{ kid: NEW.kid, secret: 'x'.repeat(40) }], [NEW], false],
  ])('%s', (_name, signer, verifier, valid) => {
    const token = signJwt({ sub: 7, typ: 'access' }, signer, 60);
    expect(verifyJwt(token, verifier) !== null).toBe(valid);
  });

  it('a token from before key ids (no kid) is checked with the first key', () => {
    const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const legacy = signJwt({ sub: 7, typ: 'access' }, NEW.secret, 60).split('.');
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const body = `${head}.${legacy[1]}`;
    const token = `${body}.${createHmac('sha256', NEW.secret).update(body).digest('base64url')}`;
    expect(verifyJwt(token, [NEW, OLD])).not.toBeNull();
  });

  it.each([
    [
      '2026-11:abc,2026-10:def',
      [
        { kid: '2026-11', secret: 'abc' },
        { kid: '2026-10', secret: 'def' },
      ],
    ],
    [' k1 : s:with:colons ', [{ kid: 'k1', secret: 's:with:colons' }]],
  ])('JWT_KEYS=%j is read in order', (value, keys) => {
    expect(parseJwtKeys(value)).toEqual(keys);
  });

  it.each(['nokey', ':secret', 'bad kid!:secret'])('JWT_KEYS=%j is refused with a message', (value) => {
    expect(() => parseJwtKeys(value)).toThrow(/JWT_KEYS/);
  });

  it('production refuses a short key in JWT_KEYS', () => {
    expect(() =>
      loadConfig(
        { databaseUrl: 'postgres://x', dataDir: '/nonexistent' },
        {
          NODE_ENV: 'production',
          JWT_KEYS: `new:${strongSecret()},old:short`,
          PAYMENT_SECRET: strongSecret(),
        },
      ),
    ).toThrow(/JWT_KEYS \(or JWT_SECRET\) key "old" is shorter than 32 characters/);
  });
});

describe('two replicas mid-rotation', () => {
  let a: TestApp;
  let b: TestApp;
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('a token signed by a replica with the new key is accepted by one that lists it second', async () => {
    a = await createTestApp('jwt_rot_a', { jwtKeys: [NEW, OLD] });
    b = await createTestApp('jwt_rot_b', { jwtKeys: [OLD, NEW] });
    // (separate schemas: the point here is the signature, not the session store)
    const signedIn = await login(client(a.app), 'hocvien@example.com', 'Hocvien@123');
    const token = signedIn.body.data.token as string;
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid).toBe('2026-11');
    expect(verifyJwt(token, b.app.config.jwtKeys)).not.toBeNull();
    expect(verifyJwt(token, [OLD])).toBeNull();
  });
});
