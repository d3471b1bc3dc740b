import { useState } from 'react';
import { Link, useNavigate } from '@edu/shared/router';
import { ApiError } from '@edu/shared/core';
import { forgotPassword } from '../api/forgot-password';
import { verifyOtp } from '../api/otp';
import { saveVerifyToken } from '../hooks/verify-token';
import { AuthCard } from '../../../components/ui/auth-card';
import { IdentifierStep } from './identifier-step';
import { OtpStep } from './otp-step';

/** /quen-mat-khau: e-mail or phone → code → /quen-mat-khau-step-2 with the verify_token. */
export function ForgotPasswordScreen() {
  const [to, setTo] = useState<string | null>(null);
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Quên mật khẩu"
      subtitle={to ? null : 'Nhập email hoặc số điện thoại đã đăng ký, chúng tôi sẽ gửi mã OTP để bạn đặt lại mật khẩu.'}
      footer={
        <p>
          Nhớ ra mật khẩu? <Link to="/dang-nhap">Đăng nhập</Link>
        </p>
      }
    >
      {to ? (
        <OtpStep
          purpose="forgot"
          to={to}
          submitLabel="Tiếp tục"
          onBack={() => setTo(null)}
          resend={() => forgotPassword(to)}
          onVerify={async (otp) => {
            const res = await verifyOtp({ username: to, otp, purpose: 'forgot' });
            if (!res.verify_token) throw new ApiError(500, 'Không nhận được mã xác thực, vui lòng thử lại.');
            saveVerifyToken(res.verify_token, to);
            navigate('/quen-mat-khau-step-2');
          }}
        />
      ) : (
        <IdentifierStep purpose="forgot" send={forgotPassword} onSent={setTo} submitLabel="Gửi mã OTP" />
      )}
    </AuthCard>
  );
}
