import type { ReactNode } from 'react';
import { Link, useNavigate } from '@edu/shared/router';
import { showToast } from '@edu/shared/core';
import { clearVerifyToken } from '../hooks/verify-token';
import { AuthCard } from '../../../components/ui/auth-card';
import { ResetPasswordForm } from './reset-password-form';

export interface ResetPasswordScreenProps {
  title: string;
  verifyToken: string | null;
  /** Shown instead of the form when there is no token. */
  missing: ReactNode;
  username?: string;
}

/** /quen-mat-khau-step-2 and /doi-mat-khau?token=…: set a new password, then sign in with it. */
export function ResetPasswordScreen({ title, verifyToken, missing, username }: ResetPasswordScreenProps) {
  const navigate = useNavigate();
  const done = () => {
    clearVerifyToken();
    showToast('Đổi mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới', { kind: 'success' });
    navigate('/dang-nhap', { replace: true, state: { username } });
  };
  return (
    <AuthCard
      title={title}
      subtitle={
        verifyToken && username ? (
          <>
            Tài khoản: <strong>{username}</strong>
          </>
        ) : null
      }
      footer={
        <p>
          <Link to="/dang-nhap">Quay lại đăng nhập</Link>
        </p>
      }
    >
      {verifyToken ? <ResetPasswordForm verifyToken={verifyToken} onDone={done} /> : missing}
    </AuthCard>
  );
}
