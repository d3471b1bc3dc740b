import { showToast } from '@edu/shared/core';
import { FormAlert } from '../../../components/ui/form-alert';
import { authorizeDevSso } from '../../../lib/dev-sso';
import { useForm } from '@edu/shared/form';
import { normalizeEmail, validateEmail } from '../../../lib/validation/email';
import { linkSocial } from '../api/social-links';
import { Button, TextField } from '@edu/ui';

export interface LinkSsoFormProps {
  provider: { id: string; label: string };
  initialEmail: string;
  onCancel: () => void;
  onLinked: () => void;
}

/** Sign in at the provider (the development provider asks only for an e-mail), then link it. */
export function LinkSsoForm({ provider, initialEmail, onCancel, onLinked }: LinkSsoFormProps) {
  const form = useForm({
    initial: { email: initialEmail },
    validators: { email: validateEmail },
    byStatus: { 409: `Tài khoản ${provider.label} này đã liên kết với người dùng khác` },
    onSubmit: async ({ email }) => {
      const { token } = await authorizeDevSso(normalizeEmail(email));
      await linkSocial(provider.id, token);
      showToast(`Đã liên kết ${provider.label}`, { kind: 'success' });
      onLinked();
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form acc-link-form">
      <FormAlert message={form.formError} />
      <TextField {...form.field('email')} label={`Email tài khoản ${provider.label}`} type="email" autoComplete="email" />
      <div className="acc-row">
        <Button type="submit" busy={form.submitting} block>
          Xác nhận liên kết
        </Button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Hủy
        </button>
      </div>
    </form>
  );
}
