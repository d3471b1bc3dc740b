import '../styles/ui.css';
import '../styles/auth.css';
import { CallbackScreen } from '../features/auth/components/callback-screen';

/** /callback (no layout): return from SSO and from carrier number recognition. */
export default function CallbackPage() {
  return <CallbackScreen />;
}
