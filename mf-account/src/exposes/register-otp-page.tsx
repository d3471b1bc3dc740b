import '../styles/ui.css';
import '../styles/auth.css';
import { RegisterOtpScreen } from '../features/auth/components/register-otp-screen';

/** /register-otp?to=… (empty layout). */
export default function RegisterOtpPage() {
  return <RegisterOtpScreen />;
}
