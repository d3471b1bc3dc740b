import '../styles/ui.css';
import '../styles/auth.css';
import { Link, useSearchParams } from '@edu/shared/router';
import { ResetPasswordScreen } from '../features/auth/components/reset-password-screen';

/**
 * /doi-mat-khau. SPEC §6 sends signed-in users away from it, so it serves visitors: a password
 * change link (?token=…) opens the form. Signed-in learners change theirs in /tai-khoan/ho-so.
 */
export default function ChangePasswordPage() {
  const [params] = useSearchParams();
  return (
    <ResetPasswordScreen
      title="Đổi mật khẩu"
      verifyToken={params.get('token')}
      missing={
        <div className="acc-stack">
          <p>Đường dẫn đổi mật khẩu không hợp lệ hoặc đã hết hạn.</p>
          <p>
            Nếu bạn quên mật khẩu, hãy <Link to="/quen-mat-khau">lấy lại mật khẩu bằng mã OTP</Link>. Nếu bạn nhớ mật khẩu,{' '}
            <Link to="/dang-nhap?redirect=%2Ftai-khoan%2Fho-so">đăng nhập</Link> rồi đổi trong Hồ sơ tài khoản.
          </p>
        </div>
      }
    />
  );
}
