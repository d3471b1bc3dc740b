import { useNavigate } from '@edu/shared/router';
import { ENDPOINTS, apiPost, logoutSession, showToast } from '@edu/shared/core';

/** Signs out on the server (revoking the session), then locally, and goes home with a toast. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await apiPost(ENDPOINTS.logout);
    } catch {
      // The server may already have forgotten the session; signing out locally is what matters.
    }
    logoutSession();
    showToast('Bạn đã đăng xuất', { kind: 'info' });
    navigate('/');
  };
}
