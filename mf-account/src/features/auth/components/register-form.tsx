import { ENDPOINTS, useHydrated } from '@edu/shared/core';
import { Link, useNavigate, useSearchParams } from '@edu/shared/router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordRules } from '../../../components/ui/password-rules';
import { withRedirect } from '../../../lib/redirect-after-auth';
import { startCountdown } from '../../../lib/use-countdown';
import { useForm } from '@edu/shared/form';
import { normalizeFullName, validateFullName } from '../../../lib/validation/full-name';
import { normalizeIdentifier, validateIdentifier } from '../../../lib/validation/identifier';
import { validateNewPassword, validatePasswordConfirm } from '../../../lib/validation/password';
import { register, type RegisterInput } from '../api/register';
import { readRegisterDraft, saveRegisterDraft } from '../hooks/register-draft';
import { useRedirectParam } from '../hooks/use-redirect-param';
import { EmailSuggestion } from './email-suggestion';
import { Button, CheckboxField, TextField } from '@edu/ui';

const BY_STATUS = { 409: 'Email hoặc số điện thoại này đã được đăng ký. Hãy đăng nhập hoặc dùng "Quên mật khẩu?"' };
/** The API says which field is wrong only in words; 400s about the address go under it. */
const ADDRESS_WORDS = /email|số điện thoại/i;

/**
 * Works as HTML before the app has started, or without JavaScript (docs/decisions/2026-11-27-sign-in-forms-before-the-app.md):
 * the browser posts it to the API's sign-up form, which sends the code and goes on to /register-otp; a refusal
 * comes back with the typed name and e-mail in the URL. Once the app runs, the submit is the app's.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const [params] = useSearchParams();
  // the early script's "Đang đăng ký…" is for the browser's own post: once the app has the form, it is gone
  const hydrated = useHydrated();
  const draft = readRegisterDraft();
  const form = useForm({
    initial: {
      full_name: draft?.full_name ?? params.get('full_name') ?? '',
      username: draft?.username ?? params.get('username') ?? '',
      password: '',
      confirm: '',
      accept: false,
    },
    validators: {
      full_name: validateFullName,
      username: validateIdentifier,
      password: validateNewPassword,
      confirm: (v, all) => validatePasswordConfirm(v, all.password),
      accept: (v) => (v ? null : 'Bạn cần đồng ý với Điều khoản sử dụng để tiếp tục'),
    },
    byStatus: BY_STATUS,
    errorField: (status, message) => (status === 409 || (status === 400 && ADDRESS_WORDS.test(message)) ? 'username' : null),
    onSubmit: async (v) => {
      const username = normalizeIdentifier(v.username);
      const input: RegisterInput = { full_name: normalizeFullName(v.full_name), username, password: v.password };
      const sent = await register(input);
      saveRegisterDraft({ full_name: input.full_name, username: v.username }, input);
      startCountdown(`register:${username}`, sent.resendAfter);
      navigate(withRedirect(`/register-otp?to=${encodeURIComponent(username)}`, redirect));
    },
  });

  return (
    <form
      method="post"
      action={ENDPOINTS.signUpForm}
      data-pending={hydrated ? undefined : 'Đang đăng ký…'}
      onSubmit={form.handleSubmit}
      noValidate
      className="acc-form"
    >
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      <FormAlert message={form.formError} />
      <TextField {...form.field('full_name')} htmlForm label="Họ và tên" autoComplete="name" placeholder="Nguyễn Văn An" />
      <TextField
        {...form.field('username')}
        htmlForm
        label="Email hoặc số điện thoại"
        autoComplete="username"
        hint="Mã OTP xác thực sẽ được gửi tới email hoặc số điện thoại này"
        after={<EmailSuggestion value={form.values.username} onAccept={(v) => form.setValue('username', v)} />}
      />
      <PasswordField
        {...form.field('password')}
        htmlForm
        label="Mật khẩu"
        autoComplete="new-password"
        hint={<PasswordRules value={form.values.password} />}
      />
      <PasswordField {...form.field('confirm')} htmlForm label="Nhập lại mật khẩu" autoComplete="new-password" />
      <CheckboxField {...form.field('accept')} checked={form.values.accept}>
        Tôi đồng ý với <Link to="/dieu-khoan-su-dung">Điều khoản sử dụng</Link> và <Link to="/chinh-sach-bao-mat">Chính sách bảo mật</Link>
      </CheckboxField>
      <Button type="submit" busy={form.submitting} htmlForm block>
        Đăng ký
      </Button>
    </form>
  );
}
