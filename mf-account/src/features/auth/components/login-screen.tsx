import { useId } from 'react';
import { Link, useLocation, useSearchParams } from '@edu/shared/router';
import { withRedirect } from '../../../lib/redirect-after-auth';
import { useRedirectParam } from '../hooks/use-redirect-param';
import { AuthCard } from '../../../components/ui/auth-card';
import { LoginPasswordForm } from './login-password-form';
import { LoginTabs, type LoginMethod } from './login-tabs';
import { PhoneOtpLogin } from './phone-otp-login';
import { SsoButton } from './sso-button';

/** /dang-nhap: password or SMS code, plus SSO. The method is in the URL (?cach=otp) so reloads keep it. */
export function LoginScreen() {
  const [params, setParams] = useSearchParams();
  const redirect = useRedirectParam();
  const idPrefix = useId();
  const state = useLocation().state as { username?: string } | null;
  const method: LoginMethod = params.get('cach') === 'otp' ? 'otp' : 'password';
  const withMethod = (p: URLSearchParams, m: LoginMethod) => {
    const next = new URLSearchParams(p);
    if (m === 'otp') next.set('cach', 'otp');
    else next.delete('cach');
    return next;
  };
  const setMethod = (m: LoginMethod) => setParams((p) => withMethod(p, m), { replace: true });
  const hrefOf = (m: LoginMethod) => {
    const query = withMethod(params, m).toString();
    return query ? `/dang-nhap?${query}` : '/dang-nhap';
  };

  return (
    <AuthCard
      title="Đăng nhập"
      subtitle="Chào mừng bạn quay lại! Đăng nhập để tiếp tục học."
      footer={
        <p>
          Chưa có tài khoản? <Link to={withRedirect('/dang-ky', redirect)}>Đăng ký ngay</Link>
        </p>
      }
    >
      <LoginTabs value={method} onChange={setMethod} hrefOf={hrefOf} idPrefix={idPrefix} />
      {/* Both panels stay mounted: switching method never loses what was typed. */}
      <div role="tabpanel" id={`${idPrefix}-panel-password`} aria-labelledby={`${idPrefix}-tab-password`} hidden={method !== 'password'}>
        {/* ?username=: the e-mail or phone the HTML form was refused with (never the password) */}
        <LoginPasswordForm initialUsername={state?.username ?? params.get('username') ?? ''} />
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-otp`} aria-labelledby={`${idPrefix}-tab-otp`} hidden={method !== 'otp'}>
        <PhoneOtpLogin />
      </div>
      <div className="acc-divider">
        <span>hoặc</span>
      </div>
      <SsoButton redirect={redirect} />
    </AuthCard>
  );
}
