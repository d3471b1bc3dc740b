import { FormAlert } from '../../../components/ui/form-alert';
import { ResendButton } from '../../../components/ui/resend-button';
import { useForm } from '@edu/shared/form';
import { useHydrated, useMutation } from '@edu/shared/core';
import { showToast } from '@edu/shared/core';
import { formatPhone } from '../../../lib/validation/phone';
import { identifierKind } from '../../../lib/validation/identifier';
import { validateOtp } from '../../../lib/validation/otp';
import type { OtpPurpose, OtpSent } from '../api/otp';
import { Button, OtpField } from '@edu/ui';

export interface OtpStepProps {
  purpose: OtpPurpose;
  /** E-mail or phone the code was sent to. */
  to: string;
  onVerify: (otp: string) => Promise<void>;
  resend: () => Promise<OtpSent>;
  onBack?: () => void;
  submitLabel?: string;
  /** The step also works as HTML: the API form it posts to, and its hidden fields (docs/decisions/2026-11-27-sign-in-forms-before-the-app.md). */
  htmlForm?: { action: string; hidden: Record<string, string>; resendAction?: string };
}

/** Six digits, a resend countdown, and a way back to change the destination. */
export function OtpStep({ purpose, to, onVerify, resend, onBack, submitLabel = 'Xác nhận', htmlForm }: OtpStepProps) {
  const form = useForm({
    initial: { otp: '' },
    validators: { otp: validateOtp },
    // The API words it (wrong, expired, none pending); 429 = too many wrong codes, shown on top.
    errorField: (status) => (status === 400 ? 'otp' : null),
    onSubmit: ({ otp }) => onVerify(otp.replace(/\D/g, '')),
  });
  const resendMutation = useMutation(resend);
  const hydrated = useHydrated();
  const shown = identifierKind(to) === 'phone' ? formatPhone(to) : to;

  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      className="acc-form"
      {...(htmlForm ? { method: 'post', action: htmlForm.action, 'data-pending': hydrated ? undefined : 'Đang xác nhận…' } : {})}
    >
      {Object.entries(htmlForm?.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="acc-muted">
        Mã OTP gồm 6 chữ số đã được gửi tới <strong>{shown}</strong>. Mã có hiệu lực trong 10 phút.
      </p>
      <FormAlert message={form.formError ?? resendMutation.error} />
      <OtpField {...form.field('otp')} htmlForm={Boolean(htmlForm)} autoFocus />
      <Button type="submit" busy={form.submitting} htmlForm={Boolean(htmlForm)} block>
        {submitLabel}
      </Button>
      <ResendButton
        storageKey={`${purpose}:${to}`}
        pending={resendMutation.pending}
        formAction={htmlForm?.resendAction}
        onResend={async () => {
          const sent = await resendMutation.run();
          if (sent) showToast('Đã gửi lại mã OTP', { kind: 'success' });
          return sent?.resendAfter;
        }}
      />
      {onBack ? (
        <button type="button" className="acc-link-button" onClick={onBack}>
          {identifierKind(to) === 'phone' ? 'Đổi số điện thoại' : 'Đổi email'}
        </button>
      ) : null}
    </form>
  );
}
