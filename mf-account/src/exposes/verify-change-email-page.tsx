import '../styles/ui.css';
import '../styles/auth.css';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/ui/auth-card';
import { confirmEmailChange } from '../features/email/api/confirm-email-change';
import { NextLinks } from '../features/email/components/next-links';
import { ResultPanel } from '../features/email/components/result-panel';
import { TokenAction } from '../features/email/components/token-action';

const EXPIRED = {
  400: 'Đường dẫn xác nhận không hợp lệ hoặc đã hết hạn. Hãy yêu cầu đổi email lại trong Hồ sơ.',
  404: 'Đường dẫn xác nhận không hợp lệ hoặc đã hết hạn. Hãy yêu cầu đổi email lại trong Hồ sơ.',
  409: 'Email mới đã được dùng cho tài khoản khác.',
  410: 'Đường dẫn xác nhận đã hết hạn. Hãy yêu cầu đổi email lại trong Hồ sơ.',
};

/** /verify-change-email?token=…: the link mailed to the new address confirms the change. */
export default function VerifyChangeEmailPage() {
  const token = useSearchParams()[0].get('token');
  return (
    <AuthLayout title="Xác nhận đổi email">
      {token ? (
        <TokenAction
          token={token}
          action={confirmEmailChange}
          byStatus={EXPIRED}
          success={(r) => (
            <ResultPanel icon="✅">
              <p>{r.email ? <>Email đăng nhập của bạn đã được đổi thành <strong>{r.email}</strong>.</> : 'Email đăng nhập của bạn đã được đổi.'}</p>
              <NextLinks />
            </ResultPanel>
          )}
          failure={(m) => (
            <ResultPanel icon="⚠️">
              <p>{m}</p>
              <NextLinks />
            </ResultPanel>
          )}
        />
      ) : (
        <ResultPanel icon="⚠️">
          <p>Thiếu mã xác nhận. Hãy mở lại đường dẫn trong email, hoặc yêu cầu đổi email lại trong Hồ sơ.</p>
          <NextLinks />
        </ResultPanel>
      )}
    </AuthLayout>
  );
}
