import { Link } from 'react-router-dom';
import { withRedirect } from '../../../lib/redirect-after-auth';
import { useRedirectParam } from '../hooks/use-redirect-param';
import { AuthLayout } from '../../../components/ui/auth-card';
import { RegisterForm } from './register-form';
import { SsoButton } from './sso-button';

export function RegisterScreen() {
  const redirect = useRedirectParam();
  return (
    <AuthLayout
      title="Đăng ký tài khoản"
      subtitle="Miễn phí, chỉ mất 1 phút. Học mọi lúc trên Website và App."
      footer={
        <p>
          Đã có tài khoản? <Link to={withRedirect('/dang-nhap', redirect)}>Đăng nhập</Link>
        </p>
      }
    >
      <RegisterForm />
      <div className="acc-divider">
        <span>hoặc</span>
      </div>
      <SsoButton redirect={redirect} />
    </AuthLayout>
  );
}
