import { canonicalIdentifier } from '../../../src/routes/rate-keys';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';

/** Respelling a phone number or an address buys no new allowance (audit, medium). */
describe('canonical identifiers for rate limits', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['+84912345678', '0912345678'],
    ['84 912 345 678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['+84-912-345-678', '0912345678'],
    ['  HocVien@Example.COM ', 'hocvien@example.com'],
    ['not an identifier', 'not an identifier'],
  ])('%p counts as %p', (input, canonical) => {
    expect(canonicalIdentifier(input)).toBe(canonical);
  });
});

describe('login attempts', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp('rate');
    call = client(t.app);
  });
  afterAll(() => t?.close());

  it('every spelling of one phone number shares one allowance', async () => {
    const spellings = ['0987654321', '+84987654321', '84987654321', '0987.654.321', '+84 987 654 321'];
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      codes.push((await call('POST', '/api/user/login.json', { username: spellings[i % spellings.length], password: 'Sai123456' })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});
