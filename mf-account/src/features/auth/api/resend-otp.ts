import { ApiError } from '@edu/shared';
import type { OtpSent } from './otp';
import { register, type RegisterInput } from './register';

/**
 * A new registration code. The API re-sends when register.json is repeated for an unverified
 * account, which needs the form (with its password, kept in memory only). After a reload the
 * learner goes back one step; nothing but the password has to be typed again.
 */
export async function resendRegisterOtp(pending: RegisterInput | null): Promise<OtpSent> {
  if (pending) return register(pending);
  throw new ApiError(0, 'Để nhận mã mới, vui lòng quay lại bước Đăng ký và nhập lại mật khẩu.');
}
