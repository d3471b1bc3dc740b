import '../styles/ui.css';
import '../styles/auth.css';
import { RegisterScreen } from '../features/auth/components/register-screen';

/** /dang-ky (empty layout). */
export default function RegisterPage() {
  return <RegisterScreen />;
}
