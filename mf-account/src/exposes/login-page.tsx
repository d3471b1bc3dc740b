import '../styles/ui.css';
import '../styles/auth.css';
import { LoginScreen } from '../features/auth/components/login-screen';

/** /dang-nhap (empty layout). */
export default function LoginPage() {
  return <LoginScreen />;
}
