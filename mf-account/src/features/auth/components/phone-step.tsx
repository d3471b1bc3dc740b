import { FormAlert } from '../../../components/ui/form-alert';
import { startCountdown } from '../../../lib/use-countdown';
import { useForm } from '@edu/shared/form';
import { normalizePhone, validatePhone } from '../../../lib/validation/phone';
import type { OtpSent } from '../api/otp';
import { Button, TextField } from '@edu/ui';

export interface PhoneStepProps {
  initialPhone: string;
  send: (phone: string) => Promise<OtpSent>;
  onSent: (phone: string) => void;
}

export function PhoneStep({ initialPhone, send, onSent }: PhoneStepProps) {
  const form = useForm({
    initial: { phone: initialPhone },
    validators: { phone: validatePhone },
    byStatus: { 404: 'Số điện thoại chưa đăng ký tài khoản. Hãy đăng ký mới' },
    errorField: (status) => (status === 404 || status === 400 ? 'phone' : null),
    onSubmit: async ({ phone }) => {
      const normalized = normalizePhone(phone);
      const sent = await send(normalized);
      startCountdown(`login:${normalized}`, sent.resendAfter);
      onSent(normalized);
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="acc-form">
      <FormAlert message={form.formError} />
      <TextField
        {...form.field('phone')}
        label="Số điện thoại"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="0912 345 678"
        hint="Số di động Việt Nam, 10 chữ số (hoặc +84)"
      />
      <Button type="submit" busy={form.submitting} block>
        Gửi mã OTP
      </Button>
    </form>
  );
}
