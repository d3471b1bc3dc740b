import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../lib/use-form';
import { normalizeIdentifier, validateIdentifier } from '../../../lib/validation/identifier';
import { validateLoginPassword } from '../../../lib/validation/password';
import { login } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

const BY_STATUS = {
  401: 'Mật khẩu không đúng. Vui lòng thử lại hoặc chọn "Quên mật khẩu?"',
  404: 'Tài khoản chưa được đăng ký. Hãy kiểm tra lại hoặc đăng ký mới',
};

export function LoginPasswordForm({ initialUsername = '' }: { initialUsername?: string }) {
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    initial: { username: initialUsername, password: '' },
    validators: { username: validateIdentifier, password: validateLoginPassword },
    byStatus: BY_STATUS,
    errorField: (status) => (status === 404 ? 'username' : status === 401 ? 'password' : null),
    onSubmit: async ({ username, password }) => {
      await completeSignIn(await login({ username: normalizeIdentifier(username), password }));
    },
  });

  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form" aria-label="Đăng nhập bằng mật khẩu">
      <FormAlert message={form.formError} />
      <TextField {...form.field('username')} label="Email hoặc số điện thoại" autoComplete="username" placeholder="ten@gmail.com hoặc 0912 345 678" />
      <PasswordField {...form.field('password')} label="Mật khẩu" autoComplete="current-password" />
      <div className="acc-row-end">
        <Link to="/quen-mat-khau">Quên mật khẩu?</Link>
      </div>
      <SubmitButton pending={form.submitting}>Đăng nhập</SubmitButton>
    </form>
  );
}
