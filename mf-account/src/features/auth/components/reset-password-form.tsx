import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordRules } from '../../../components/ui/password-rules';
import { useForm } from '@edu/shared/form';
import { validateNewPassword, validatePasswordConfirm } from '../../../lib/validation/password';
import { resetPassword } from '../api/forgot-password';
import { Button } from '@edu/ui';

const BY_STATUS = {
  401: 'Phiên đặt lại mật khẩu đã hết hạn. Vui lòng yêu cầu mã OTP mới',
  403: 'Phiên đặt lại mật khẩu đã hết hạn. Vui lòng yêu cầu mã OTP mới',
};

/** New password + confirmation, sent with the verify_token as bearer. */
export function ResetPasswordForm({ verifyToken, onDone }: { verifyToken: string; onDone: () => void }) {
  const form = useForm({
    initial: { password: '', confirm: '' },
    validators: { password: validateNewPassword, confirm: (v, all) => validatePasswordConfirm(v, all.password) },
    byStatus: BY_STATUS,
    onSubmit: async ({ password }) => {
      await resetPassword(verifyToken, password);
      onDone();
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form">
      <FormAlert message={form.formError} />
      <PasswordField
        {...form.field('password')}
        label="Mật khẩu mới"
        autoComplete="new-password"
        hint={<PasswordRules value={form.values.password} />}
      />
      <PasswordField {...form.field('confirm')} label="Nhập lại mật khẩu mới" autoComplete="new-password" />
      <Button type="submit" busy={form.submitting} block>
        Đặt lại mật khẩu
      </Button>
    </form>
  );
}
