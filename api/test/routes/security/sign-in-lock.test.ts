import { appForFile } from '../../helpers/test-app';
import type { Res } from '../../helpers/client';
import { latestOtp, login, registerUser, type TestUser } from '../../helpers/users';

/**
 * The audit: the sign-in back-off counted per identifier, so an account's e-mail and its phone each had their own
 * ten guesses; and anyone could lock any known e-mail or phone out of password sign-in. Here the account has one
 * counter whatever is typed, and the lock it earns closes the password path only to browsers that never signed in
 * to it: the owner's own browser keeps its password, a code or SSO signs the owner in anywhere, and the owner is told.
 */
const FREE = 4;
const f = appForFile('sign_in_lock', {
  rateLimits: { backoff: { free: FREE, baseMs: 10 * 60_000, maxMs: 15 * 60_000 }, login: { max: 1000, timeWindow: 60_000 } },
});
let phoneSeq = 0;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
/** The kd cookie an answer set (the browser's mark as one of the account's devices). */
const deviceCookie = (res: Res) => res.cookies.find((c) => c.name === 'kd' && c.value)?.value ?? '';

/** A learner with both an e-mail and a phone number, and the browser they registered from. */
async function owner(): Promise<TestUser & { phone: string }> {
  const u = await registerUser(f.call);
  const phone = `0912${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq++).padStart(3, '0')}`;
  await f.db.query('UPDATE users SET phone = $1 WHERE id = $2', [phone, u.id]);
  return { ...u, phone };
}

describe('one back-off per account, across its identifiers', () => {
  it('wrong passwords mixed over the e-mail and the phone fill ONE counter: the lock comes after FREE in all, not per identifier', async () => {
    const u = await owner();
    const codes: number[] = [];
    for (let i = 0; i < FREE; i += 1) {
      // alternate the identifiers (and the spellings of each), from different addresses
      const name = [u.email, u.phone, u.email.toUpperCase(), `+84${u.phone.slice(1)}`][i % 4]!;
      codes.push((await login(f.call, name, `Sai-mat-khau-${i}`, from(`198.51.100.${i + 1}`))).statusCode);
    }
    expect(codes).toEqual(Array(FREE).fill(401));
    // per-identifier counters would each be at FREE / 2 and let the right password (or more guesses) through
    for (const name of [u.email, u.phone]) {
      const locked = await login(f.call, name, u.password, from('203.0.113.9'));
      expect({ name, status: locked.statusCode }).toEqual({ name, status: 429 });
      expect(locked.body.message).toMatch(/quá nhiều lần/);
      expect(locked.body.message).toMatch(/mã OTP/);
    }
  });
});

describe('a lock the attacker cannot turn against the owner', () => {
  let u: TestUser & { phone: string };
  let ownBrowser: string;
  beforeAll(async () => {
    u = await owner();
    // the owner signed in once from their own browser before anything happened
    const before = await login(f.call, u.email, u.password, from('192.0.2.50'));
    expect(before.statusCode).toBe(200);
    ownBrowser = deviceCookie(before);
    expect(ownBrowser).toMatch(/^\d+\.[\w-]{16}\.[\w-]{43}$/);
    // a stranger guesses until the password path locks
    for (let i = 0; i < FREE; i += 1)
      expect((await login(f.call, i % 2 ? u.phone : u.email, `Doan-${i}`, from(`198.51.100.${20 + i}`))).statusCode).toBe(401);
    expect((await login(f.call, u.email, u.password, from('198.51.100.40'))).statusCode).toBe(429);
  });

  it('the owner still signs in by a code sent to the phone while the password path is locked', async () => {
    expect((await f.call('POST', '/api/user/login_phone.json', { phone: u.phone }, { headers: from('192.0.2.51') })).statusCode).toBe(200);
    const otp = await latestOtp(f.call, u.phone);
    const signedIn = await f.call('POST', '/api/user/verify_otp.json', { username: u.phone, otp, purpose: 'login' }, { headers: from('192.0.2.51') });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.data.user.id).toBe(u.id);
  });

  it('and by SSO', async () => {
    const idt = await f.call('GET', '/api/dev/sso/authorize.json', undefined, { query: { email: u.email, name: 'Chủ tài khoản' } });
    const signedIn = await f.call('POST', '/api/user/login_sso.json', { provider: 'dev-sso', token: idt.body.data.token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.data.user.id).toBe(u.id);
  });

  it('the owner’s own browser keeps the password path; a stranger’s (or a forged mark) does not', async () => {
    const own = await f.call(
      'POST',
      '/api/user/login.json',
      { username: u.phone, password: u.password },
      { headers: from('192.0.2.52'), cookies: { kd: ownBrowser } },
    );
    expect(own.statusCode).toBe(200);
    const [id, device] = ownBrowser.split('.');
    for (const forged of [`${id}.${device}.${'A'.repeat(43)}`, `${Number(id) + 1}.${device}.${ownBrowser.split('.')[2]}`]) {
      const res = await f.call(
        'POST',
        '/api/user/login.json',
        { username: u.email, password: u.password },
        { headers: from('192.0.2.53'), cookies: { kd: forged } },
      );
      expect(res.statusCode).toBe(429);
    }
  });

  it('the owner is told, once for the lock', async () => {
    const { rows } = await f.db.query(`SELECT title FROM notifications WHERE user_id = $1 AND slug LIKE 'khoa-mat-khau-%'`, [u.id]);
    expect(rows).toEqual([{ title: 'Đăng nhập bằng mật khẩu tạm khóa trên thiết bị lạ' }]);
  });
});

describe('caps per address and per /24', () => {
  const capped = appForFile('sign_in_caps', {
    rateLimits: { loginPerIp: { max: 3, timeWindow: 60_000 }, loginPerNet: { max: 5, timeWindow: 60_000 } },
  });

  it('one address is capped; the addresses of one /24 share a cap; another network is not affected', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await login(capped.call, `nguoi${i}@example.com`, 'Matkhau123', from('203.0.113.10'))).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    // the 4th hit of 203.0.113.0/24 was counted; one more address of the block passes, the next is refused
    expect((await login(capped.call, 'khac@example.com', 'Matkhau123', from('203.0.113.11'))).statusCode).toBe(401);
    expect((await login(capped.call, 'khac@example.com', 'Matkhau123', from('203.0.113.12'))).statusCode).toBe(429);
    expect((await login(capped.call, 'khac@example.com', 'Matkhau123', from('198.51.100.77'))).statusCode).toBe(401);
  });
});
