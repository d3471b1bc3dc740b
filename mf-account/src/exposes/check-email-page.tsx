import '../styles/ui.css';
import '../styles/auth.css';
import { useSearchParams } from '@edu/shared/router';
import { CheckEmailScreen } from '../features/profile/components/check-email-screen';

/** /kiem-tra-email?email=… (empty layout): enter the code sent to the new address. */
export default function CheckEmailPage() {
  return <CheckEmailScreen email={useSearchParams()[0].get('email')} />;
}
