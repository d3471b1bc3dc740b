import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../lib/use-form';
import { normalizeEmail, validateEmail } from '../../../lib/validation/email';
import { checkNewEmail, requestEmailChange } from '../api/change-email';

/** New address → availability check → a link is mailed to it → /kiem-tra-email explains what to do. */
export function ChangeEmailForm({ currentEmail, onCancel }: { currentEmail: string | null; onCancel: () => void }) {
  const navigate = useNavigate();
  const form = useForm({
    initial: { email: '' },
    validators: {
      email: (v) => validateEmail(v) ?? (currentEmail && normalizeEmail(v) === currentEmail.toLowerCase() ? 'Email mới trùng với email hiện tại' : null),
    },
    byStatus: { 409: 'Email này đã được dùng cho tài khoản khác' },
    errorField: (status) => (status === 409 || status === 400 ? 'email' : null),
    onSubmit: async ({ email }) => {
      const next = normalizeEmail(email);
      await checkNewEmail(next);
      await requestEmailChange(next);
      navigate(`/kiem-tra-email?email=${encodeURIComponent(next)}&muc-dich=doi-email`);
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form">
      <FormAlert message={form.formError} />
      <TextField {...form.field('email')} label="Email mới" type="email" autoComplete="email" hint="Chúng tôi sẽ gửi đường dẫn xác nhận tới email mới." />
      <div className="acc-row">
        <SubmitButton pending={form.submitting}>Gửi email xác nhận</SubmitButton>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Hủy
        </button>
      </div>
    </form>
  );
}
