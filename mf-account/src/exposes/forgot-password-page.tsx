import '../styles/ui.css';
import '../styles/auth.css';
import { ForgotPasswordScreen } from '../features/auth/components/forgot-password-screen';

/** /quen-mat-khau: step 1 of the forgot-password flow (empty layout). */
export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
