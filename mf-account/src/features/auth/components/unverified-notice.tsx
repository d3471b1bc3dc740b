import { useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert';
import { withRedirect } from '../../../lib/redirect-after-auth';
import { startCountdown } from '../../../lib/use-countdown';
import { useMutation } from '../../../lib/use-mutation';
import { resendOtp } from '../api/resend-otp';
import { useRedirectParam } from '../hooks/use-redirect-param';

/** Registered but never entered the code: send a fresh one and continue on /register-otp. */
export function UnverifiedNotice({ username }: { username: string }) {
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const send = useMutation(async () => {
    const sent = await resendOtp(username, 'register');
    startCountdown(`register:${username}`, sent.resend_after);
    navigate(withRedirect(`/register-otp?to=${encodeURIComponent(username)}`, redirect));
  });
  return (
    <div className="acc-stack">
      <FormAlert message={send.error} />
      <button type="button" className="btn btn-outline acc-submit" disabled={send.pending} onClick={() => void send.run()}>
        Gửi mã OTP xác thực tài khoản
      </button>
    </div>
  );
}
