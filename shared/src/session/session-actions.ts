import { getBus } from '../bus/bus';
import { browserQueryCache } from '../query/query-cache';
import type { RefreshResponse, SubscriptionItem, UserInfo } from '../dto';
import { COOKIE } from '../constants/cookie-names';
import { readJsonCookie } from '../cookies/cookie-json';
import { isAccessTokenExpired, isAuthenticated } from './session-rules';
import { toSessionState, type SessionState } from './session-state';
import { getSessionStore } from './session-store';

/** The only writers of the session (ARCHITECTURE "Session"). Each one emits `session:changed`. */

function commit(next: SessionState): void {
  getSessionStore().setState(next, true);
  const user = next.userInfo;
  getBus().emit('session:changed', {
    v: 1,
    authenticated: isAuthenticated(next),
    user: user ? { id: user.id, full_name: user.full_name, email: user.email, phone: user.phone } : null,
  });
}

/**
 * SPEC §4 "Login sets user info". Subscriptions are replaced (none given → none kept from a previous user).
 * The page's query cache is emptied on every change of learner: one learner's data never shows to the next.
 */
export function loginSession(userInfo: UserInfo, subscriptions: SubscriptionItem[] = []): void {
  browserQueryCache().clear();
  commit({ userInfo, subscription: subscriptions });
}

/** SPEC §4 "Logout clears user info and subscription" (and the page's query cache). */
export function logoutSession(): void {
  browserQueryCache().clear();
  commit({ userInfo: null, subscription: [] });
}

/**
 * SPEC §4 "A refresh replaces the token when the response status is truthy"; the new rt_exp is kept
 * too (the rotated refresh token itself stays in its HttpOnly cookie). Returns whether the session changed.
 */
export function applyRefresh(response: { status: unknown; data?: Partial<RefreshResponse> | null }): boolean {
  const { userInfo, subscription } = getSessionStore().getState();
  const data = response.data;
  if (!response.status || !userInfo || !data?.token) return false;
  const next: UserInfo = { ...userInfo, token: data.token };
  if (data.rt_exp) next.rt_exp = data.rt_exp;
  commit({ userInfo: next, subscription });
  return true;
}

/**
 * Another tab of this site may have refreshed the session while this one waited for the refresh lock:
 * the shared `userStore` cookie then holds a newer, unexpired access token of the same learner. This tab
 * adopts it instead of spending the refresh token a second time. Returns the adopted token, or null
 * when the cookie holds nothing newer (this tab must refresh itself).
 */
export function adoptStoredSession(staleToken: string | undefined, nowMs: number): string | null {
  const stored = toSessionState(readJsonCookie(COOKIE.SESSION));
  const mine = getSessionStore().getState().userInfo;
  const token = stored.userInfo?.token;
  if (!token || token === staleToken || isAccessTokenExpired(token, nowMs)) return null;
  if (!mine || stored.userInfo!.id !== mine.id) return null;
  commit(stored);
  return token;
}

/** Replaces the subscription list (after GET my_subscription_plan.json). */
export function setSubscriptions(subscriptions: SubscriptionItem[]): void {
  commit({ ...getSessionStore().getState(), subscription: subscriptions });
}

/** Merges profile changes (after PATCH user.json). Ignored when signed out. */
export function updateUserInfo(patch: Partial<UserInfo>): void {
  const state = getSessionStore().getState();
  if (!state.userInfo) return;
  commit({ ...state, userInfo: { ...state.userInfo, ...patch } });
}
