import '../styles/ui.css';
import '../styles/auth.css';
import { useSearchParams } from '@edu/shared/router';
import { AuthCard } from '../components/ui/auth-card';
import { confirmEmailLink } from '../features/profile/api/change-email';
import { NextLinks } from '../features/profile/components/next-links';
import { ResultPanel } from '../features/profile/components/result-panel';
import { TokenAction } from '../features/profile/components/token-action';

const BROKEN = 'Đường dẫn xác nhận không hợp lệ hoặc đã hết hạn. Hãy yêu cầu đổi email lại trong Hồ sơ cá nhân.';

/** /verify-change-email?token=…: the link mailed to the new address confirms the change. */
export default function VerifyChangeEmailPage() {
  const token = useSearchParams()[0].get('token');
  const failed = (message: string) => (
    <ResultPanel icon="⚠️">
      <p>{message}</p>
      <NextLinks />
    </ResultPanel>
  );
  return (
    <AuthCard title="Xác nhận đổi email">
      {token ? (
        <TokenAction
          token={token}
          action={confirmEmailLink}
          byStatus={{ 400: BROKEN }}
          success={(r) => (
            <ResultPanel icon="✅">
              <p>
                {r.email ? (
                  <>
                    Email đăng nhập của bạn đã được đổi thành <strong>{r.email}</strong>.
                  </>
                ) : (
                  'Email đăng nhập của bạn đã được đổi.'
                )}
              </p>
              <NextLinks />
            </ResultPanel>
          )}
          failure={failed}
        />
      ) : (
        failed(BROKEN)
      )}
    </AuthCard>
  );
}
