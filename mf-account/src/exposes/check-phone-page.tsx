import '../styles/ui.css';
import '../styles/auth.css';
import { Link, useSearchParams } from '@edu/shared/router';
import { AuthCard } from '../components/ui/auth-card';
import { PhoneOtpLogin } from '../features/auth/components/phone-otp-login';
import { withRedirect } from '../lib/redirect-after-auth';
import { formatPhone } from '../lib/validation/phone';

/**
 * /kiem-tra-sdt: confirm a phone number with a one-time code and sign in. The carrier
 * recognition return (/callback) sends a recognised number here as ?phone=….
 */
export default function CheckPhonePage() {
  const [params] = useSearchParams();
  const phone = params.get('phone') ?? '';
  return (
    <AuthCard
      title="Kiểm tra số điện thoại"
      subtitle={
        phone ? (
          <>
            Chúng tôi nhận ra số <strong>{formatPhone(phone)}</strong>. Xác nhận bằng mã OTP để đăng nhập.
          </>
        ) : (
          'Nhập số điện thoại để nhận mã OTP đăng nhập.'
        )
      }
      footer={
        <p>
          <Link to={withRedirect('/dang-nhap', params.get('redirect'))}>Đăng nhập bằng mật khẩu</Link>
        </p>
      }
    >
      <PhoneOtpLogin initialPhone={phone} />
    </AuthCard>
  );
}
