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

describe('ratings and avatars', () => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await createTestApp('owners');
    call = client(t.app);
  });
  afterAll(() => t?.close());

  it('a learner who does not own a course cannot rate it; an owner can', async () => {
    const { registerUser } = await import('../../helpers/users');
    const stranger = await registerUser(call);
    const refused = await call('POST', '/api/user/course/vote.json', { course_id: 2, rate: 1 }, { token: stranger.token });
    expect(refused.statusCode).toBe(403);
    const demo = (await call('POST', '/api/user/login.json', { username: 'hocvien@example.com', password: 'Hocvien@123' })).body.data.token;
    expect((await call('POST', '/api/user/course/vote.json', { course_id: 16, rate: 5 }, { token: demo })).statusCode).toBe(200);
  });

  it.each([
    ['any web address', 'https://evil.example/track.png'],
    ['another learner upload', '/uploads/users/1/a.png'],
    ['a path climbing out of my folder', '/uploads/users/ME/../1/a.png'],
  ])('an avatar from %s is refused', async (_name, avatar) => {
    const { registerUser } = await import('../../helpers/users');
    const u = await registerUser(call);
    const other = u.id === 1 ? 2 : 1;
    const res = await call('PATCH', '/api/user/user.json', { avatar: avatar.replace('/users/1/', `/users/${other}/`).replace('ME', String(u.id)) }, { token: u.token });
    expect(res.statusCode).toBe(400);
  });
});
