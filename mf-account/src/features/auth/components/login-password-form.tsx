import { ENDPOINTS, errorStatus, useHydrated } from '@edu/shared/core';
import { useState } from 'react';
import { Link } from '@edu/shared/router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { useForm } from '@edu/shared/form';
import { normalizeIdentifier, validateIdentifier } from '../../../lib/validation/identifier';
import { validateLoginPassword } from '../../../lib/validation/password';
import { login } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useRedirectParam } from '../hooks/use-redirect-param';
import { UnverifiedNotice } from './unverified-notice';
import { Button, TextField } from '@edu/ui';

/** The API answers 401 for an unknown account and a wrong password alike (no account probing). */
const BY_STATUS = {
  401: 'Email/số điện thoại hoặc mật khẩu không đúng. Vui lòng kiểm tra lại hoặc chọn "Quên mật khẩu?"',
};

/**
 * Works as HTML before the app has started, or without JavaScript (docs/decisions/2026-11-27-sign-in-forms-before-the-app.md):
 * the browser posts it to the API's sign-in form, which answers with the session and a redirect; once the app
 * runs, the same form's submit is the app's (no page load) and what was typed before is kept.
 */
export function LoginPasswordForm({ initialUsername = '' }: { initialUsername?: string }) {
  const completeSignIn = useCompleteSignIn();
  const redirect = useRedirectParam();
  // the early script's "Đang đăng nhập…" is for the browser's own post: once the app has the form, it is gone
  const hydrated = useHydrated();
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useForm({
    initial: { username: initialUsername, password: '' },
    validators: { username: validateIdentifier, password: validateLoginPassword },
    byStatus: BY_STATUS,
    onSubmit: async ({ username, password }) => {
      const normalized = normalizeIdentifier(username);
      setUnverified(null);
      try {
        await completeSignIn(await login({ username: normalized, password }));
      } catch (e) {
        if (errorStatus(e) === 403) setUnverified(normalized);
        throw e;
      }
    },
  });

  return (
    <form
      method="post"
      action={ENDPOINTS.signInForm}
      data-pending={hydrated ? undefined : 'Đang đăng nhập…'}
      onSubmit={form.handleSubmit}
      noValidate
      className="acc-form"
    >
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      <FormAlert message={form.formError} />
      {unverified ? <UnverifiedNotice username={unverified} /> : null}
      <TextField
        {...form.field('username')}
        htmlForm
        label="Email hoặc số điện thoại"
        autoComplete="username"
        placeholder="ten@gmail.com hoặc 0912 345 678"
      />
      <PasswordField {...form.field('password')} htmlForm label="Mật khẩu" autoComplete="current-password" />
      <div className="acc-row-end">
        <Link to="/quen-mat-khau">Quên mật khẩu?</Link>
      </div>
      <Button type="submit" busy={form.submitting} htmlForm block>
        Đăng nhập
      </Button>
    </form>
  );
}
