import { ENDPOINTS, apiGet, apiPost, type ModerationDecided, type ModerationDecisionBody, type ModerationQueue } from '@edu/shared/core';
import { invalidateQueries, useQuery } from '../../../lib/use-query';

/** The ADMIN_TOKEN a moderator without an admin account typed, for this tab only (never stored beyond it). */
const TOKEN_KEY = 'edu_admin_token';
export const readAdminToken = (): string => (typeof sessionStorage === 'undefined' ? '' : (sessionStorage.getItem(TOKEN_KEY) ?? ''));
export const saveAdminToken = (token: string): void => (token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY));

/**
 * An explicit Authorization wins over the signed-in account's (shared/src/http/auth-handling.ts). A refusal is an
 * answer this page shows (an account without the role may still type the token), not a reason to leave the page,
 * which the client's 403 handling would do.
 */
const asModerator = (adminToken: string) => ({
  skipAuthHandling: true,
  ...(adminToken ? { headers: { Authorization: `Bearer ${adminToken}` } } : {}),
});

/** GET /api/admin/moderation.json: reported items, heaviest first (never cached: it changes with every decision). */
export function useModerationQueue(adminToken: string, enabled: boolean) {
  return useQuery(
    ['moderation', adminToken ? 'token' : 'account'],
    (signal) => apiGet<ModerationQueue>(ENDPOINTS.moderationQueue, undefined, { signal, ...asModerator(adminToken) }),
    {
      enabled,
      staleMs: 0,
    },
  );
}

export async function decide(adminToken: string, body: ModerationDecisionBody): Promise<ModerationDecided> {
  const decided = await apiPost<ModerationDecided>(ENDPOINTS.moderationDecide, body, asModerator(adminToken));
  invalidateQueries(['moderation']);
  return decided;
}
