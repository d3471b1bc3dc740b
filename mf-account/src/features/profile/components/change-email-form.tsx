import { useNavigate } from '@edu/shared/router';
import { FormAlert } from '../../../components/ui/form-alert';
import { startCountdown } from '../../../lib/use-countdown';
import { useForm } from '@edu/shared/form';
import { normalizeEmail, validateEmail } from '../../../lib/validation/email';
import { assertEmailAvailable, requestEmailChange } from '../api/change-email';
import { Button, TextField } from '@edu/ui';

/** New address → availability check → a code + link go to it → /kiem-tra-email to enter the code. */
export function ChangeEmailForm({ currentEmail, onCancel }: { currentEmail: string | null; onCancel: () => void }) {
  const navigate = useNavigate();
  const form = useForm({
    initial: { email: '' },
    validators: {
      email: (v) =>
        validateEmail(v) ?? (currentEmail && normalizeEmail(v) === currentEmail.toLowerCase() ? 'Email mới trùng với email hiện tại' : null),
    },
    errorField: (status) => (status === 409 || status === 400 ? 'email' : null),
    onSubmit: async ({ email }) => {
      const next = normalizeEmail(email);
      await assertEmailAvailable(next);
      const sent = await requestEmailChange(next);
      startCountdown(`change_email:${next}`, sent.resendAfter);
      navigate(`/kiem-tra-email?email=${encodeURIComponent(next)}`);
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form">
      <FormAlert message={form.formError} />
      <TextField
        {...form.field('email')}
        label="Email mới"
        type="email"
        autoComplete="email"
        hint="Chúng tôi sẽ gửi mã xác nhận và đường dẫn xác nhận tới email mới."
      />
      <div className="acc-row">
        <Button type="submit" busy={form.submitting} block>
          Gửi mã xác nhận
        </Button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Hủy
        </button>
      </div>
    </form>
  );
}
