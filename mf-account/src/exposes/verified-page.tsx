import '../styles/ui.css';
import '../styles/auth.css';
import { useSearchParams } from '@edu/shared/router';
import { useSignedIn } from '@edu/shared/core';
import { AuthCard } from '../components/ui/auth-card';
import { confirmEmailLink } from '../features/profile/api/change-email';
import { NextLinks } from '../features/profile/components/next-links';
import { ResultPanel } from '../features/profile/components/result-panel';
import { TokenAction } from '../features/profile/components/token-action';

/**
 * /verified: a confirmation link pointed here (?token=…) is confirmed first, then "verified" is said.
 * Opened without a link, it says "verified" only to a signed-in learner (signing in needs a verified
 * account); anyone else is told there is nothing to confirm here.
 */
export default function VerifiedPage() {
  const token = useSearchParams()[0].get('token');
  const signedIn = useSignedIn();
  if (!token && !signedIn) {
    return (
      <AuthCard title="Xác thực tài khoản">
        <ResultPanel icon="ℹ️">
          <p>Đường dẫn này không kèm mã xác thực. Nếu bạn vừa đăng ký, hãy đăng nhập hoặc mở đường dẫn trong email chúng tôi đã gửi.</p>
          <NextLinks />
        </ResultPanel>
      </AuthCard>
    );
  }
  const done = (email?: string) => (
    <ResultPanel icon="✅">
      <p>
        {email ? (
          <>
            Email <strong>{email}</strong> đã được xác thực.
          </>
        ) : (
          'Tài khoản của bạn đã được xác thực.'
        )}
      </p>
      <NextLinks />
    </ResultPanel>
  );
  return (
    <AuthCard title="Xác thực thành công">
      {token ? (
        <TokenAction
          token={token}
          action={confirmEmailLink}
          byStatus={{ 400: 'Đường dẫn xác thực không hợp lệ hoặc đã hết hạn.' }}
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
    </AuthCard>
  );
}
