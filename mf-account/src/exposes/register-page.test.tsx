import { fail, installFakeApi, location, renderPage, screen, signOut } from '@edu/shared/testing';
import RegisterPage from './register-page';

const REGISTER = 'POST /api/user/register.json';

function open(answer: () => unknown = () => ({ target: 'an@gmail.com', resend_after: 60 })) {
  const calls = installFakeApi({ [REGISTER]: answer });
  return { calls, ...renderPage('/dang-ky', '/dang-ky', <RegisterPage />) };
}

const registered = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => `${c.method} ${c.url}` === REGISTER).map((c) => c.body);
const passwordInput = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fillValid(
  user: ReturnType<typeof open>['user'],
  overrides: Partial<Record<'name' | 'username' | 'password' | 'confirm', string>> = {},
) {
  await user.type(screen.getByRole('textbox', { name: 'Họ và tên' }), overrides.name ?? '  nguyễn   văn an ');
  await user.type(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' }), overrides.username ?? 'An@Gmail.com');
  await user.type(passwordInput('Mật khẩu'), overrides.password ?? 'Hoctap@2024');
  await user.type(passwordInput('Nhập lại mật khẩu'), overrides.confirm ?? overrides.password ?? 'Hoctap@2024');
}

beforeEach(async () => {
  await signOut();
  sessionStorage.clear();
  localStorage.clear();
});

describe('/dang-ky (register page)', () => {
  it('will not register without accepting the terms, and says so under the checkbox', async () => {
    const { user, calls } = open();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(screen.getByRole('checkbox', { name: /Tôi đồng ý/ })).toHaveAccessibleDescription('Bạn cần đồng ý với Điều khoản sử dụng để tiếp tục');
    expect(registered(calls)).toEqual([]);
  });

  it('two passwords that differ are caught under the second one', async () => {
    const { user, calls } = open();
    await fillValid(user, { password: 'Hoctap@2024', confirm: 'Hoctap@2025' });
    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(passwordInput('Nhập lại mật khẩu')).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput('Nhập lại mật khẩu')).toHaveAccessibleDescription(/không khớp/);
    expect(registered(calls)).toEqual([]);
  });

  it('sends the name with its spacing tidied and the identifier as the API wants it, then asks for the OTP sent to it', async () => {
    const { user, calls } = open();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await screen.findByText('khác');
    expect(registered(calls)).toEqual([{ full_name: 'nguyễn văn an', username: 'an@gmail.com', password: 'Hoctap@2024' }]);
    expect(location.current).toBe(`/register-otp?to=${encodeURIComponent('an@gmail.com')}`);
  });

  it('an address already in use is said under the field, and nothing typed is lost', async () => {
    const { user } = open(() => fail(409, 'Email đã được sử dụng'));
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
    await user.click(screen.getByRole('button', { name: 'Đăng ký' }));
    const username = screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' });
    await screen.findByText(/đã được (sử dụng|đăng ký)/);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveValue('An@Gmail.com');
    expect(screen.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('  nguyễn   văn an ');
  });
});
