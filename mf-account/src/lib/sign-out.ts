import { ENDPOINTS, apiPost, logoutSession, showToast } from '@edu/shared/core';
import { resetUnread } from './unread';

/**
 * Sign-out from the account area: the API revokes the refresh token (failure ignored: signing out
 * locally is what matters), the session and subscription are cleared (SPEC §4), our caches and the
 * unread badge are reset so nothing of this learner shows to the next.
 */
export async function signOut(): Promise<void> {
  try {
    await apiPost(ENDPOINTS.logout, {}, { skipAuthHandling: true });
  } catch {
    // the server may already have forgotten the session
  }
  logoutSession();
  resetUnread();
  showToast('Bạn đã đăng xuất', { kind: 'info' });
}
