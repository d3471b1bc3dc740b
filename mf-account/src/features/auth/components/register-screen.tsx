import { Link, useLocation } from '@edu/shared/router';
import { withRedirect } from '../../../lib/redirect-after-auth';
import { useRedirectParam } from '../hooks/use-redirect-param';
import { AuthCard } from '../../../components/ui/auth-card';
import { RegisterForm } from './register-form';
import { SsoButton } from './sso-button';

export function RegisterScreen() {
  const redirect = useRedirectParam();
  const unverified = (useLocation().state as { notice?: string } | null)?.notice === 'unverified';
  return (
    <AuthCard
      title="Đăng ký tài khoản"
      subtitle="Miễn phí, chỉ mất 1 phút. Học mọi lúc trên Website và App."
      footer={
        <p>
          Đã có tài khoản? <Link to={withRedirect('/dang-nhap', redirect)}>Đăng nhập</Link>
        </p>
      }
    >
      {unverified ? (
        <p className="acc-alert acc-alert--info" role="status">
          Tài khoản của bạn chưa được xác thực. Nhập lại họ tên và mật khẩu để nhận mã OTP mới.
        </p>
      ) : null}
      <RegisterForm />
      <div className="acc-divider">
        <span>hoặc</span>
      </div>
      <SsoButton redirect={redirect} />
    </AuthCard>
  );
}
