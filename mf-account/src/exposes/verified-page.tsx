import '../styles/ui.css';
import '../styles/auth.css';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/ui/auth-card';
import { verifyEmail } from '../features/email/api/verify-email';
import { NextLinks } from '../features/email/components/next-links';
import { ResultPanel } from '../features/email/components/result-panel';
import { TokenAction } from '../features/email/components/token-action';

const EXPIRED = { 400: 'Đường dẫn xác thực không hợp lệ hoặc đã hết hạn.', 404: 'Đường dẫn xác thực không hợp lệ hoặc đã hết hạn.', 410: 'Đường dẫn xác thực đã hết hạn.' };

/** /verified: a verification link (?token=…) lands here; without a token it confirms a finished verification. */
export default function VerifiedPage() {
  const token = useSearchParams()[0].get('token');
  const done = (email?: string) => (
    <ResultPanel icon="✅">
      <p>{email ? <>Email <strong>{email}</strong> đã được xác thực.</> : 'Tài khoản của bạn đã được xác thực.'}</p>
      <NextLinks />
    </ResultPanel>
  );
  return (
    <AuthLayout title="Xác thực tài khoản">
      {token ? (
        <TokenAction
          token={token}
          action={verifyEmail}
          byStatus={EXPIRED}
          success={(r) => done(r.email)}
          failure={(m) => (
            <ResultPanel icon="⚠️">
              <p>{m}</p>
              <NextLinks />
            </ResultPanel>
          )}
        />
      ) : (
        done()
      )}
    </AuthLayout>
  );
}
