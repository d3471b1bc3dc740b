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
