import { fail, installFakeApi, location, renderPage, screen, signOut } from '@edu/shared/testing';
import ChangePasswordPage from './change-password-page';

const RESET = 'POST /api/user/change_password_after_verify.json';

function open(url: string, answer: () => unknown = () => null) {
  const calls = installFakeApi({ [RESET]: answer });
  const view = renderPage('/doi-mat-khau', url, <ChangePasswordPage />);
  const resets = () => calls.filter((c) => `${c.method} ${c.url}` === RESET);
  return { ...view, resets };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(async () => {
  await signOut();
});

describe('/doi-mat-khau (a password change link)', () => {
  it('without a token there is no form, only what to do instead', () => {
    open('/doi-mat-khau');
    expect(screen.queryByLabelText('Mật khẩu mới', { selector: 'input' })).toBeNull();
    expect(screen.getByText('Đường dẫn đổi mật khẩu không hợp lệ hoặc đã hết hạn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lấy lại mật khẩu bằng mã OTP' })).toHaveAttribute('href', '/quen-mat-khau');
  });

  it('a weak password is explained under the field and not sent', async () => {
    const { user, resets } = open('/doi-mat-khau?token=vt-1');
    await user.type(field('Mật khẩu mới'), 'abc');
    await user.type(field('Nhập lại mật khẩu mới'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect(field('Mật khẩu mới')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Mật khẩu mới')).toHaveAccessibleDescription(/Mật khẩu chưa đạt: /);
    expect(resets()).toEqual([]);
  });

  it('sets the new password with the link’s token as bearer, then asks to sign in with it', async () => {
    const { user, resets } = open('/doi-mat-khau?token=vt-1');
    await user.type(field('Mật khẩu mới'), 'Hoctap@2025');
    await user.type(field('Nhập lại mật khẩu mới'), 'Hoctap@2025');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await screen.findByText('khác');
    expect(location.current).toBe('/dang-nhap');
    expect(resets().map((c) => [c.authorization, c.body])).toEqual([['Bearer vt-1', { password: 'Hoctap@2025' }]]);
  });

  it('an expired link says to ask for a new code, and the typed password stays', async () => {
    const { user } = open('/doi-mat-khau?token=vt-old', () => fail(401, 'expired'));
    await user.type(field('Mật khẩu mới'), 'Hoctap@2025');
    await user.type(field('Nhập lại mật khẩu mới'), 'Hoctap@2025');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phiên đặt lại mật khẩu đã hết hạn. Vui lòng yêu cầu mã OTP mới');
    expect(field('Mật khẩu mới')).toHaveValue('Hoctap@2025');
  });
});
