import { jwtDecode } from 'jwt-decode';
import type { LoginResponse, SubscriptionItem, SubscriptionPlanDto, UserInfo } from '../dto';
import type { SessionState } from './session-state';

/** ms since epoch of an ISO date (or epoch-ms number); NaN when missing or unparsable. */
function timeOf(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value !== '' ? Date.parse(value) : Number.NaN;
}

/**
 * SPEC §4: exp earlier than now, judged in whole seconds (exp === now is still valid).
 * A missing, malformed or exp-less token counts as expired.
 */
export function isAccessTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  if (!token) return true;
  let exp: unknown;
  try {
    exp = jwtDecode(token).exp;
  } catch {
    return true;
  }
  return typeof exp !== 'number' || exp < Math.floor(nowMs / 1000);
}

/**
 * SPEC §4 "refresh possible": rt_exp is in the future. The refresh token itself is in the API's
 * HttpOnly cookie, out of script's reach, so its expiry stands for its presence.
 */
export function canRefresh(userInfo: Partial<UserInfo> | null | undefined, nowMs: number = Date.now()): boolean {
  return timeOf(userInfo?.rt_exp) > nowMs;
}

/** SPEC §4: user info has more than one key, and the access token or the refresh expiry is still valid. */
export function isAuthenticated(state: Pick<SessionState, 'userInfo'>, nowMs: number = Date.now()): boolean {
  const user = state.userInfo;
  if (!user || Object.keys(user).length <= 1) return false;
  return !isAccessTokenExpired(user.token, nowMs) || timeOf(user.rt_exp) > nowMs;
}

/** SPEC §4: some subscription has the same path and ends later than now. */
export function isSubscriptionActive(
  subscription: readonly SubscriptionItem[] | null | undefined,
  path: string,
  nowMs: number = Date.now(),
): boolean {
  return (subscription ?? []).some((s) => s.path === path && timeOf(s.endDate) > nowMs);
}

/** API plans → store items (SPEC §3: subID ← subscription_plan_id, endDate ← end_date, path). */
export function mapSubscriptions(
  dtos: readonly Pick<SubscriptionPlanDto, 'subscription_plan_id' | 'end_date' | 'path'>[] | null | undefined,
): SubscriptionItem[] {
  return (dtos ?? []).map((d) => ({ subID: d.subscription_plan_id, endDate: d.end_date, path: d.path }));
}

/** The user info the store keeps, from a login (or register/OTP) response. */
export function userInfoFromLogin(res: LoginResponse): UserInfo {
  return { ...res.user, token: res.token, rt_exp: res.rt_exp };
}
