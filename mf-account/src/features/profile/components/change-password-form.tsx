import { showToast } from '@edu/shared/core';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordRules } from '../../../components/ui/password-rules';
import { useForm } from '@edu/shared/form';
import { validateLoginPassword, validateNewPassword, validatePasswordConfirm } from '../../../lib/validation/password';
import { changePassword } from '../api/change-password';
import { Button } from '@edu/ui';

const validateDifferent = (v: string, all: { current: string }) =>
  validateNewPassword(v) ?? (v === all.current ? 'Mật khẩu mới phải khác mật khẩu hiện tại' : null);

/** Signed-in password change (the guest-only /doi-mat-khau serves reset links instead). */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const form = useForm({
    initial: { current: '', password: '', confirm: '' },
    validators: {
      current: validateLoginPassword,
      password: validateDifferent,
      confirm: (v, all) => validatePasswordConfirm(v, all.password),
    },
    // 400 is either the current password or the new one's strength: the server's words say which.
    errorField: (status, message) => (status !== 400 ? null : /hiện tại/i.test(message) ? 'current' : 'password'),
    onSubmit: async ({ current, password }) => {
      await changePassword(current, password);
      showToast('Đổi mật khẩu thành công', { kind: 'success' });
      onDone?.();
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form">
      <FormAlert message={form.formError} />
      <PasswordField {...form.field('current')} label="Mật khẩu hiện tại" autoComplete="current-password" />
      <PasswordField
        {...form.field('password')}
        label="Mật khẩu mới"
        autoComplete="new-password"
        hint={<PasswordRules value={form.values.password} />}
      />
      <PasswordField {...form.field('confirm')} label="Nhập lại mật khẩu mới" autoComplete="new-password" />
      <Button type="submit" busy={form.submitting} block>
        Đổi mật khẩu
      </Button>
    </form>
  );
}
