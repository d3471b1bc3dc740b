import { getSessionStore } from '@edu/shared/core';
import { fail, installFakeApi, location, renderPage, screen, signIn, signOut } from '@edu/shared/testing';
import CheckEmailPage from './check-email-page';

const CONFIRM = 'POST /api/auth/change_email.json';

function open(url: string, answer: () => unknown = () => null) {
  const calls = installFakeApi({ [CONFIRM]: answer });
  const view = renderPage('/kiem-tra-email', url, <CheckEmailPage />);
  return { ...view, confirms: () => calls.filter((c) => `${c.method} ${c.url}` === CONFIRM).map((c) => c.body) };
}

const url = `/kiem-tra-email?email=${encodeURIComponent('moi@gmail.com')}`;

beforeEach(async () => {
  await signOut();
});

describe('/kiem-tra-email (confirm a new e-mail address)', () => {
  it('a visitor is told where the code went, without a form to type it into', () => {
    open(url);
    expect(screen.getByText('moi@gmail.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mã xác nhận' })).toBeNull();
  });

  it('a signed-in learner confirms with the code (spaces and all) and lands on the profile with the new address', async () => {
    await signIn();
    const { user, confirms } = open(url);
    await user.type(screen.getByRole('textbox', { name: 'Mã xác nhận' }), '135 791');
    await user.click(screen.getByRole('button', { name: 'Xác nhận đổi email' }));
    await screen.findByText('khác');
    expect(location.current).toBe('/tai-khoan/ho-so');
    expect(confirms()).toEqual([{ email: 'moi@gmail.com', otp: '135791' }]);
    expect(getSessionStore().getState().userInfo?.email).toBe('moi@gmail.com');
  });

  it('a wrong code is said under the code field, and the address is not changed', async () => {
    await signIn();
    const { user } = open(url, () => fail(400, 'Mã xác nhận không đúng'));
    await user.type(screen.getByRole('textbox', { name: 'Mã xác nhận' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Xác nhận đổi email' }));
    await screen.findByText('Mã xác nhận không đúng');
    expect(screen.getByRole('textbox', { name: 'Mã xác nhận' })).toHaveAttribute('aria-invalid', 'true');
    expect(getSessionStore().getState().userInfo?.email).toBe('hv@example.vn');
  });
});
