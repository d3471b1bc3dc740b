import type { SubscriptionItem, UserInfo } from '../dto';

/** What the `userStore` cookie holds (SPEC §3). Kept to these two keys: a cookie has ~4 KB. */
export interface SessionState {
  userInfo: UserInfo | null;
  subscription: SubscriptionItem[];
}

export const EMPTY_SESSION: SessionState = Object.freeze({ userInfo: null, subscription: [] }) as SessionState;

/** Accepts what a cookie held only if it has the right shape; anything else is a signed-out session. */
export function toSessionState(value: unknown): SessionState {
  if (typeof value !== 'object' || value === null) return EMPTY_SESSION;
  const { userInfo, subscription } = value as Record<string, unknown>;
  const user = typeof userInfo === 'object' && userInfo !== null && !Array.isArray(userInfo) ? withoutRefreshToken(userInfo as UserInfo) : null;
  const subs = Array.isArray(subscription) ? subscription.filter(isSubscriptionItem) : [];
  return { userInfo: user, subscription: subs };
}

/** A cookie written by an earlier version may still hold a refresh token: it is dropped (rewritten on the next change). */
function withoutRefreshToken(user: UserInfo): UserInfo {
  if (!('refresh_token' in user)) return user;
  const { refresh_token: _dropped, ...rest } = user as UserInfo & { refresh_token?: unknown };
  return rest;
}

function isSubscriptionItem(value: unknown): value is SubscriptionItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.path === 'string' && typeof item.endDate === 'string';
}
