import { appForFile } from '../../helpers/test-app';
import { latestOtp, registerUser } from '../../helpers/users';

// Issue 34 item 4: a learner who signed up by e-mail adds a phone number, proved by a code sent to it.
const file = appForFile('change-phone');
const { call } = file;

const phoneOf = (n: number) => `09${String(n).padStart(8, '0')}`;
let seq = Date.now() % 1e6;
const freshPhone = () => phoneOf((seq += 1));

describe('adding a phone number to the profile', () => {
  it('a code goes to the number; only the right code saves it, and it then signs the learner in', async () => {
    const u = await registerUser(call);
    const phone = freshPhone();
    const start = await call('POST', '/api/user/change_phone.json', { phone: `+84 ${phone.slice(1, 4)} ${phone.slice(4)}` }, { token: u.token });
    expect(start.statusCode).toBe(200);
    expect(start.body.data).toMatchObject({ target: phone, expires_in: 600, resend_after: 60 });
    // nothing saved before the code
    expect((await file.db.query('SELECT phone FROM users WHERE id = $1', [u.id])).rows[0].phone).toBeNull();
    const otp = await latestOtp(call, phone);
    const wrong = await call('POST', '/api/auth/change_phone.json', { phone, otp: otp === '000000' ? '111111' : '000000' }, { token: u.token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe('Mã xác nhận không đúng hoặc đã hết hạn');
    const done = await call('POST', '/api/auth/change_phone.json', { phone, otp }, { token: u.token });
    expect(done.statusCode).toBe(200);
    expect(done.body.data.user.phone).toBe(phone);
    // the number is now theirs: the phone sign-in code reaches this account
    expect((await call('POST', '/api/user/login_phone.json', { phone })).statusCode).toBe(200);
    const signedIn = await call('POST', '/api/user/verify_otp.json', { username: phone, otp: await latestOtp(call, phone), purpose: 'login' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.data.user.id).toBe(u.id);
  });

  it('refuses a number that is not a Vietnamese mobile, one another account has, and a visitor', async () => {
    const u = await registerUser(call);
    const bad = await call('POST', '/api/user/change_phone.json', { phone: '12345abcde' }, { token: u.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/^Số điện thoại không hợp lệ/);

    const other = await registerUser(call);
    const phone = freshPhone();
    await call('POST', '/api/user/change_phone.json', { phone }, { token: other.token });
    await call('POST', '/api/auth/change_phone.json', { phone, otp: await latestOtp(call, phone) }, { token: other.token });
    const taken = await call('POST', '/api/user/change_phone.json', { phone }, { token: u.token });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('Số điện thoại đã được dùng cho tài khoản khác');

    expect((await call('POST', '/api/user/change_phone.json', { phone: freshPhone() })).statusCode).toBe(401);
  });

  it("a code sent at another learner's request does not confirm the number for this one", async () => {
    const victim = await registerUser(call);
    const attacker = await registerUser(call);
    const phone = freshPhone();
    await call('POST', '/api/user/change_phone.json', { phone }, { token: victim.token });
    const otp = await latestOtp(call, phone);
    const stolen = await call('POST', '/api/auth/change_phone.json', { phone, otp }, { token: attacker.token });
    expect(stolen.statusCode).toBe(400);
    expect((await file.db.query('SELECT phone FROM users WHERE id = $1', [attacker.id])).rows[0].phone).toBeNull();
  });
});
