import { useState } from 'react';
import { useNavigate } from '@edu/shared/router';
import { FormAlert } from '../../../components/ui/form-alert';
import { authorizeDevSso, SSO_PROVIDER } from '../../../lib/dev-sso';
import { writeSession } from '../../../lib/session-storage';
import { useForm } from '@edu/shared/form';
import { normalizeEmail, validateEmail } from '../../../lib/validation/email';
import { Button, TextField } from '@edu/ui';

export const SSO_STATE_KEY = 'sso';

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Single sign-on. The provider returns the browser to /callback with its id token and our `state`
 * (kept in sessionStorage with the redirect target, so a forged return is refused). The local
 * development provider has no screen of its own: this small form stands in for it.
 */
export function SsoButton({ redirect }: { redirect: string | null }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const form = useForm({
    initial: { email: '' },
    validators: { email: validateEmail },
    onSubmit: async ({ email }) => {
      const { provider, token } = await authorizeDevSso(normalizeEmail(email));
      const state = randomState();
      writeSession(SSO_STATE_KEY, { state, redirect });
      navigate(`/callback?${new URLSearchParams({ provider, token, state })}`);
    },
  });
  if (!open) {
    return (
      <button type="button" className="btn btn-outline acc-submit" onClick={() => setOpen(true)}>
        Tiếp tục với {SSO_PROVIDER.label} (SSO)
      </button>
    );
  }
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form acc-sso">
      <FormAlert message={form.formError} />
      <TextField {...form.field('email')} label={`Email tài khoản ${SSO_PROVIDER.label}`} type="email" autoComplete="email" autoFocus />
      <Button type="submit" busy={form.submitting} block>
        Tiếp tục với {SSO_PROVIDER.label}
      </Button>
    </form>
  );
}
