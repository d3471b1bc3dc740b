import { fail, installFakeApi, location, renderPage, screen, signOut } from '@edu/shared/testing';
import ForgotPasswordPage from './forgot-password-page';

const FORGOT = 'POST /api/user/forgot_password.json';
const VERIFY = 'POST /api/user/verify_otp.json';

function open(verify: () => unknown = () => ({ verify_token: 'vt-123' })) {
  const calls = installFakeApi({ [FORGOT]: () => ({ target: '09*****678' }), [VERIFY]: verify });
  return { calls, ...renderPage('/quen-mat-khau', '/quen-mat-khau', <ForgotPasswordPage />) };
}

const bodies = (calls: { method: string; url: string; body: unknown }[], route: string) =>
  calls.filter((c) => `${c.method} ${c.url}` === route).map((c) => c.body);

beforeEach(async () => {
  await signOut();
  sessionStorage.clear();
  localStorage.clear();
});

describe('/quen-mat-khau (forgot password, step 1)', () => {
  it('sends the code to a phone number written the way people write it, then asks for the code', async () => {
    const { user, calls } = open();
    await user.type(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' }), '+84 912 345 678');
    await user.click(screen.getByRole('button', { name: 'Gửi mã OTP' }));
    expect(await screen.findByRole('textbox', { name: 'Mã OTP' })).toBeInTheDocument();
    expect(bodies(calls, FORGOT)).toEqual([{ username: '0912345678' }]);
  });

  it('a wrong code is said under the code field and the code stays; the right one moves to step 2', async () => {
    let attempts = 0;
    const { user, calls } = open(() => (++attempts === 1 ? fail(400, 'Mã OTP không đúng') : { verify_token: 'vt-123' }));
    // the page remembers what was last typed (a learner coming back keeps it): start from an empty field;
    // another number than the first test's, as a number that was just sent a code waits before the next one
    await user.clear(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' }));
    await user.type(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' }), '0987654321');
    await user.click(screen.getByRole('button', { name: 'Gửi mã OTP' }));
    const code = await screen.findByRole('textbox', { name: 'Mã OTP' });
    await user.type(code, '111 111');
    expect(code).toHaveValue('111111'); // digits only, as typed from an SMS
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByText(/Mã OTP không đúng/);
    expect(code).toHaveValue('111111');
    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByText('khác');
    expect(location.current).toBe('/quen-mat-khau-step-2');
    expect(bodies(calls, VERIFY)).toEqual([
      { username: '0987654321', otp: '111111', purpose: 'forgot' },
      { username: '0987654321', otp: '246810', purpose: 'forgot' },
    ]);
  });

  it('nothing typed: the field says so and nothing is sent', async () => {
    const { user, calls } = open();
    await user.clear(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' }));
    await user.click(screen.getByRole('button', { name: 'Gửi mã OTP' }));
    expect(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' })).toHaveAccessibleDescription('Vui lòng nhập email hoặc số điện thoại');
    expect(bodies(calls, FORGOT)).toEqual([]);
  });
});
