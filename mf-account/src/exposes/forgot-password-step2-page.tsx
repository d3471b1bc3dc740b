import '../styles/ui.css';
import '../styles/auth.css';
import { Link } from '@edu/shared/router';
import { ResetPasswordScreen } from '../features/auth/components/reset-password-screen';
import { readVerifyToken } from '../features/auth/hooks/verify-token';

/** /quen-mat-khau-step-2: the new password, with the verify_token from step 1. */
export default function ForgotPasswordStep2Page() {
  const saved = readVerifyToken();
  return (
    <ResetPasswordScreen
      title="Đặt lại mật khẩu"
      verifyToken={saved?.token ?? null}
      username={saved?.username}
      missing={
        <p className="acc-alert acc-alert--info" role="status">
          Phiên đặt lại mật khẩu không còn hiệu lực. <Link to="/quen-mat-khau">Yêu cầu mã OTP mới</Link>
        </p>
      }
    />
  );
}
