import { ENDPOINTS } from '@edu/shared/core';
import { Link, Navigate, useNavigate, useSearchParams } from '@edu/shared/router';
import { withRedirect } from '../../../lib/redirect-after-auth';
import { recordPolicyAcceptance } from '../api/accept-policy';
import { verifyOtp } from '../api/otp';
import { resendRegisterOtp } from '../api/resend-otp';
import { clearRegisterDraft, pendingRegistration } from '../hooks/register-draft';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useRedirectParam } from '../hooks/use-redirect-param';
import { AuthCard } from '../../../components/ui/auth-card';
import { OtpStep } from './otp-step';

/** /register-otp?to=…: the last step of registration; a correct code signs the new learner in. */
export function RegisterOtpScreen() {
  const [params] = useSearchParams();
  const to = params.get('to') ?? '';
  const redirect = useRedirectParam();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  if (!to) return <Navigate to={withRedirect('/dang-ky', redirect)} replace />;

  return (
    <AuthCard
      title="Xác thực tài khoản"
      footer={
        <p>
          Đã có tài khoản? <Link to={withRedirect('/dang-nhap', redirect)}>Đăng nhập</Link>
        </p>
      }
    >
      <OtpStep
        purpose="register"
        to={to}
        submitLabel="Xác nhận và hoàn tất đăng ký"
        htmlForm={{
          action: ENDPOINTS.signUpCodeForm,
          hidden: redirect ? { username: to, redirect } : { username: to },
          resendAction: ENDPOINTS.resendCodeForm,
        }}
        onBack={() => navigate(withRedirect('/dang-ky', redirect))}
        resend={() => resendRegisterOtp(pendingRegistration(), to)}
        onVerify={async (otp) => {
          const res = await verifyOtp({ username: to, otp, purpose: 'register' });
          clearRegisterDraft();
          await recordPolicyAcceptance(res.token);
          await completeSignIn(res, { message: 'Đăng ký thành công! Chào mừng bạn đến với KhoaHoc.vn' });
        }}
      />
    </AuthCard>
  );
}
