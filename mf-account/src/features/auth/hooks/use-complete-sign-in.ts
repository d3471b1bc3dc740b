import { useCallback } from 'react';
import { useLocation, useNavigate } from '@edu/shared/router';
import { loginSession, showToast, type LoginResponse } from '@edu/shared/core';
import { redirectAfterAuth } from '../../../lib/redirect-after-auth';
import { refreshUnread } from '../../../lib/unread';
import { loadSubscriptions } from '../api/load-subscriptions';
import { toUserInfo } from '../api/to-user-info';
import { useRedirectParam } from './use-redirect-param';

/** Lets the shell's guard react to the new session before we move on (docs/decisions/2026-11-21-guard-timing.md). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every way of signing in ends here: subscriptions are loaded with the new token, the session is set
 * in one step (one `session:changed`, the header updates), then the learner goes to the redirect target.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = useRedirectParam();
  const here = location.pathname + location.search;

  return useCallback(
    async (res: LoginResponse, opts: { message?: string; redirect?: string | null } = {}) => {
      const message = opts.message ?? 'Đăng nhập thành công';
      const target = redirectAfterAuth(opts.redirect !== undefined ? opts.redirect : redirect, here);
      const subscriptions = await loadSubscriptions(res.token).catch(() => []);
      loginSession(toUserInfo(res), subscriptions);
      showToast(message, { kind: 'success' });
      void refreshUnread();
      await nextTask();
      navigate(target, { replace: true });
    },
    [navigate, redirect, here],
  );
}
