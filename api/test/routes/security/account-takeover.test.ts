import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';
import { latestOtp, login, uniqueEmail } from '../../helpers/users';

/**
 * Pre-registration takeover (audit, high): someone registers a victim's phone or e-mail with their
 * own password and never verifies it. When the real owner later proves the address (phone code,
 * SSO), the account is theirs alone: the attacker's password no longer signs in.
 */
let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp('takeover');
  call = client(t.app);
});
afterAll(() => t?.close());

const ATTACKER_PASSWORD = 'Keganlua@123';

async function preRegister(username: string): Promise<void> {
  const reg = await call('POST', '/api/user/register.json', { username, password: ATTACKER_PASSWORD, full_name: 'Kẻ gian' });
  expect(reg.statusCode).toBe(200);
}

describe('an address registered by someone else and never verified', () => {
  it('phone: the owner signs in with a code; the attacker password stops working', async () => {
    const phone = `09${String(Date.now()).slice(-8)}`;
    await preRegister(phone);
    expect((await login(call, phone, ATTACKER_PASSWORD)).statusCode).toBe(403); // unverified: no sign-in yet

    expect((await call('POST', '/api/user/login_phone.json', { phone })).statusCode).toBe(200);
    const owner = await call('POST', '/api/user/verify_otp.json', { username: phone, otp: await latestOtp(call, phone), purpose: 'login' });
    expect(owner.statusCode).toBe(200);
    expect(owner.body.data.user.full_name).not.toBe('Kẻ gian');

    const attacker = await login(call, phone, ATTACKER_PASSWORD);
    expect(attacker.statusCode).toBe(401);
  });

  it('e-mail: the owner signs in with SSO; the attacker password stops working', async () => {
    const email = uniqueEmail('victim');
    await preRegister(email);
    const idt = await call('GET', '/api/dev/sso/authorize.json', undefined, { query: { email, name: 'Chủ thật' } });
    const owner = await call('POST', '/api/user/login_sso.json', { provider: 'dev-sso', token: idt.body.data.token });
    expect(owner.statusCode).toBe(200);
    expect(owner.body.data.user.full_name).toBe('Chủ thật');

    const attacker = await login(call, email, ATTACKER_PASSWORD);
    expect(attacker.statusCode).toBe(401);
  });

  it('a verified account keeps its password when its owner also uses a phone code', async () => {
    const phone = `08${String(Date.now()).slice(-8)}`;
    const password = 'Chuthat@123';
    await call('POST', '/api/user/register.json', { username: phone, password, full_name: 'Chủ thật' });
    await call('POST', '/api/user/verify_otp.json', { username: phone, otp: await latestOtp(call, phone) });
    await call('POST', '/api/user/login_phone.json', { phone });
    await call('POST', '/api/user/verify_otp.json', { username: phone, otp: await latestOtp(call, phone), purpose: 'login' });
    expect((await login(call, phone, password)).statusCode).toBe(200);
  });
});

/**
 * The registration race: the owner registers with their password; before they type the code, someone
 * registers the same address with another password. A code of each reached the owner's inbox, and the
 * newest one is what verifies — so whichever they type, the password the account ends up with may be
 * the other registrant's. Verification then keeps neither password.
 */
describe('two registrations of one address racing for its code', () => {
  const OWNER_PASSWORD = 'Chuthat@123';

  it('the owner verifies and is signed in; neither password signs in afterwards; "forgot password" gives the owner one', async () => {
    const email = uniqueEmail('race');
    expect((await call('POST', '/api/user/register.json', { username: email, password: OWNER_PASSWORD, full_name: 'Chủ thật' })).statusCode).toBe(
      200,
    );
    await preRegister(email); // the attacker, while the owner's code is open
    const verified = await call('POST', '/api/user/verify_otp.json', { username: email, otp: await latestOtp(call, email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.body.data.token).toEqual(expect.any(String));
    expect(verified.body.message).toMatch(/Quên mật khẩu/);
    expect(verified.body.data.user.full_name).not.toBe('Kẻ gian');

    expect((await login(call, email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(call, email, OWNER_PASSWORD)).statusCode).toBe(401);

    await call('POST', '/api/user/forgot_password.json', { username: email });
    const v = await call('POST', '/api/user/verify_otp.json', { username: email, otp: await latestOtp(call, email), purpose: 'forgot' });
    const set = await call('POST', '/api/user/change_password_after_verify.json', { password: 'Moi@12345' }, { token: v.body.data.verify_token });
    expect(set.statusCode).toBe(200);
    expect((await login(call, email, 'Moi@12345')).statusCode).toBe(200);
  });

  it('registering twice with the same password is no contest; an old, expired pre-registration is simply replaced', async () => {
    const again = uniqueEmail('again');
    for (let i = 0; i < 2; i += 1)
      await call('POST', '/api/user/register.json', { username: again, password: OWNER_PASSWORD, full_name: 'Chủ thật' });
    expect((await call('POST', '/api/user/verify_otp.json', { username: again, otp: await latestOtp(call, again) })).body.message).toBe(
      'Đăng ký thành công',
    );
    expect((await login(call, again, OWNER_PASSWORD)).statusCode).toBe(200);

    const old = uniqueEmail('old');
    await preRegister(old);
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${t.schema}` });
    await db.connect();
    await db.query(`UPDATE otp_codes SET expires_at = now() - interval '1 minute' WHERE target = $1`, [old]);
    await db.end();
    await call('POST', '/api/user/register.json', { username: old, password: OWNER_PASSWORD, full_name: 'Chủ thật' });
    expect((await call('POST', '/api/user/verify_otp.json', { username: old, otp: await latestOtp(call, old) })).statusCode).toBe(200);
    expect((await login(call, old, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await login(call, old, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });
});
