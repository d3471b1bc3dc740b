import { getSessionStore } from '@edu/shared/core';
import { fail, fakeToken, installFakeApi, location, renderPage, screen, signOut } from '@edu/shared/testing';
import LoginPage from './login-page';

const LOGIN = 'POST /api/user/login.json';
const answer = {
  user: { id: 7, full_name: 'Nguyễn Văn An', email: 'an@gmail.com', phone: null },
  token: fakeToken(),
  rt_exp: '2030-01-01T00:00:00Z',
};

function open(url = '/dang-nhap', login: () => unknown = () => answer) {
  const calls = installFakeApi({
    [LOGIN]: login,
    'GET /api/user/my_subscription_plan.json': () => [],
    'GET /api/user/notification.json': () => ({ items: [], page: 1, page_size: 10, total: 0, unread: 0 }),
  });
  return { calls, ...renderPage('/dang-nhap', url, <LoginPage />) };
}

const sent = (calls: { method: string; url: string }[]) => calls.filter((c) => `${c.method} ${c.url}` === LOGIN);

beforeEach(async () => {
  await signOut();
});

describe('/dang-nhap (login page)', () => {
  it('says what is missing under each field, focuses the first, and sends nothing', async () => {
    const { user, calls } = open();
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const username = screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(/Vui lòng nhập/);
    expect(username).toHaveFocus();
    expect(screen.getByLabelText('Mật khẩu', { selector: 'input' })).toHaveAccessibleDescription(/Vui lòng nhập mật khẩu/);
    expect(sent(calls)).toEqual([]);
  });

  it.each([
    ['an e-mail without a real domain', 'an@gmail', /Tên miền của email không hợp lệ/],
    ['a phone number that is too short', '09123', /điện thoại/i],
  ])('refuses %s before asking the server', async (_case, typed, message) => {
    const { user, calls } = open();
    await user.type(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' }), typed);
    await user.type(screen.getByLabelText('Mật khẩu', { selector: 'input' }), 'Hoctap@2024');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' })).toHaveAccessibleDescription(message);
    expect(sent(calls)).toEqual([]);
  });

  it('a wrong password: one message that does not say which part was wrong, and what was typed stays', async () => {
    const { user } = open('/dang-nhap', () => fail(401, 'Sai thông tin đăng nhập'));
    await user.type(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' }), 'an@gmail.com');
    await user.type(screen.getByLabelText('Mật khẩu', { selector: 'input' }), 'Sai@12345');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email/số điện thoại hoặc mật khẩu không đúng');
    expect(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' })).toHaveValue('an@gmail.com');
    expect(getSessionStore().getState().userInfo).toBeNull();
  });

  it('signs in with the identifier as typed by a person (spaces, capitals) and goes back where the learner was', async () => {
    const { user, calls } = open(`/dang-nhap?redirect=${encodeURIComponent('/gio-hang')}`);
    await user.type(screen.getByRole('textbox', { name: 'Email hoặc số điện thoại' }), '  An@Gmail.com ');
    await user.type(screen.getByLabelText('Mật khẩu', { selector: 'input' }), 'Hoctap@2024');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await screen.findByText('khác');
    expect(location.current).toBe('/gio-hang');
    expect(sent(calls).map((c) => (c as { body?: unknown }).body)).toEqual([{ username: 'an@gmail.com', password: 'Hoctap@2024' }]);
    expect(getSessionStore().getState().userInfo?.full_name).toBe('Nguyễn Văn An');
  });

  it('keeps both sign-in methods in the page: the SMS tab is in the URL, so a reload keeps it', async () => {
    const { user } = open();
    await user.click(screen.getByRole('tab', { name: /SMS|OTP|Mã/ }));
    expect(location.current).toBe('/dang-nhap?cach=otp');
    expect(screen.getByRole('tab', { name: /SMS|OTP|Mã/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('each tab is a link to the page with its method (the server renders it): a tap before the code has started is not lost', () => {
    open(`/dang-nhap?redirect=${encodeURIComponent('/gio-hang')}`);
    expect(screen.getByRole('tab', { name: 'Mã qua SMS' })).toHaveAttribute('href', '/dang-nhap?redirect=%2Fgio-hang&cach=otp');
    expect(screen.getByRole('tab', { name: 'Email / SĐT' })).toHaveAttribute('href', '/dang-nhap?redirect=%2Fgio-hang');
  });
});
