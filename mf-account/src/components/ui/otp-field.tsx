import type { FieldProps } from '../../lib/use-form';
import { normalizeOtp, OTP_LENGTH } from '../../lib/validation/otp';
import { TextField } from './text-field';

/**
 * One input for the six digits (not six boxes): paste, autofill from SMS (`one-time-code`) and
 * screen readers all work on a single field. Non-digits are dropped as they are typed.
 */
export function OtpField(props: FieldProps & { label?: string; hint?: string; autoFocus?: boolean }) {
  return (
    <TextField
      {...props}
      label={props.label ?? 'Mã OTP'}
      hint={props.hint ?? `Nhập ${OTP_LENGTH} chữ số chúng tôi vừa gửi cho bạn`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH + 2}
      placeholder="••••••"
      format={normalizeOtp}
    />
  );
}
