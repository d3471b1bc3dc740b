import { useState } from 'react';
import { PhoneStep } from './phone-step';
import { OtpStep } from './otp-step';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { requestPhoneLogin } from '../api/login-phone';
import { verifyOtp } from '../api/otp';

/** Sign-in with a one-time code by SMS: phone → code → session. Used on /dang-nhap and /kiem-tra-sdt. */
export function PhoneOtpLogin({ initialPhone = '' }: { initialPhone?: string }) {
  const [phone, setPhone] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();

  if (!phone) return <PhoneStep initialPhone={initialPhone} onSent={setPhone} send={requestPhoneLogin} />;
  return (
    <OtpStep
      purpose="login"
      to={phone}
      onBack={() => setPhone(null)}
      resend={() => requestPhoneLogin(phone)}
      onVerify={async (otp) => completeSignIn(await verifyOtp({ username: phone, otp, purpose: 'login' }))}
    />
  );
}
