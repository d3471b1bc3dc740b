import type { SubscriptionItem, UserInfo } from '../../src/dto';
import {
  canRefresh,
  isAccessTokenExpired,
  isAuthenticated,
  isSubscriptionActive,
  mapSubscriptions,
  userInfoFromLogin,
} from '../../src/session/session-rules';
import { iso, makeJwt, NOW_MS, NOW_S } from '../helpers/jwt';

describe('isAccessTokenExpired (exp judged in seconds)', () => {
  it.each([
    ['exp one hour ahead', makeJwt({ exp: NOW_S + 3600 }), false],
    ['exp equal to now', makeJwt({ exp: NOW_S }), false],
    ['exp one second ago', makeJwt({ exp: NOW_S - 1 }), true],
    ['exp a day ago', makeJwt({ exp: NOW_S - 86400 }), true],
    ['exp as a string', makeJwt({ exp: String(NOW_S + 3600) }), true],
    ['no exp claim', makeJwt({ sub: 1 }), true],
    ['a malformed token', 'not-a-jwt', true],
    ['a token with a broken payload', 'aaa.###.ccc', true],
    ['an empty token', '', true],
    ['a missing token', undefined, true],
  ])('%s → expired=%s', (_name, token, expected) => {
    expect(isAccessTokenExpired(token, NOW_MS)).toBe(expected);
  });

  it('treats exp within the current second as still valid', () => {
    expect(isAccessTokenExpired(makeJwt({ exp: NOW_S }), NOW_MS + 999)).toBe(false);
  });
});

describe('canRefresh', () => {
  it.each<[string, Partial<UserInfo> | null, boolean]>([
    // the refresh token itself is in an HttpOnly cookie, out of script's reach: rt_exp alone decides
    ['rt_exp tomorrow', { rt_exp: iso(NOW_MS + 86_400_000) }, true],
    ['rt_exp one ms ahead', { rt_exp: iso(NOW_MS + 1) }, true],
    ['rt_exp exactly now', { rt_exp: iso(NOW_MS) }, false],
    ['rt_exp yesterday', { rt_exp: iso(NOW_MS - 86_400_000) }, false],
    ['no rt_exp', { token: 't' }, false],
    ['empty rt_exp', { rt_exp: '' }, false],
    ['unparsable rt_exp', { rt_exp: 'soon' }, false],
    ['no user', null, false],
  ])('%s → %s', (_name, user, expected) => {
    expect(canRefresh(user, NOW_MS)).toBe(expected);
  });
});

describe('isAuthenticated', () => {
  const valid = makeJwt({ exp: NOW_S + 60 });
  const expired = makeJwt({ exp: NOW_S - 60 });
  const future = iso(NOW_MS + 60_000);
  const past = iso(NOW_MS - 60_000);
  it.each<[string, Partial<UserInfo> | null, boolean]>([
    ['valid token', { id: 1, token: valid }, true],
    ['expired token, refresh expiry ahead', { id: 1, token: expired, rt_exp: future }, true],
    ['expired token, refresh expiry passed', { id: 1, token: expired, rt_exp: past }, false],
    ['malformed token, refresh expiry ahead', { id: 1, token: 'x', rt_exp: future }, true],
    ['expired token, no refresh expiry', { id: 1, token: expired }, false],
    ['only one key (a valid token)', { token: valid }, false],
    ['only one key (the refresh expiry)', { rt_exp: future }, false],
    ['empty user info', {}, false],
    ['no user info', null, false],
  ])('%s → %s', (_name, userInfo, expected) => {
    expect(isAuthenticated({ userInfo: userInfo as UserInfo | null }, NOW_MS)).toBe(expected);
  });
});

describe('isSubscriptionActive', () => {
  const subs: SubscriptionItem[] = [
    { subID: 1, path: '/goi-toan', endDate: iso(NOW_MS + 1000) },
    { subID: 2, path: '/goi-van', endDate: iso(NOW_MS - 1000) },
    { subID: 3, path: '/goi-van', endDate: iso(NOW_MS) },
  ];
  it.each([
    ['same path, ends later', '/goi-toan', true],
    ['same path, ended (one ended earlier, one ends exactly now)', '/goi-van', false],
    ['another path', '/goi-anh', false],
    ['a prefix of a subscribed path', '/goi', false],
  ])('%s → %s', (_name, path, expected) => {
    expect(isSubscriptionActive(subs, path, NOW_MS)).toBe(expected);
  });

  it.each([[[]], [null], [undefined]])('is false without subscriptions (%p)', (list) => {
    expect(isSubscriptionActive(list, '/goi-toan', NOW_MS)).toBe(false);
  });
});

describe('mapSubscriptions', () => {
  it('maps subscription_plan_id → subID, end_date → endDate and keeps path', () => {
    expect(mapSubscriptions([{ subscription_plan_id: 9, end_date: '2026-01-01T00:00:00Z', path: '/goi-toan' }])).toEqual([
      { subID: 9, endDate: '2026-01-01T00:00:00Z', path: '/goi-toan' },
    ]);
  });
  it.each([[null], [undefined], [[]]])('returns [] for %p', (input) => {
    expect(mapSubscriptions(input)).toEqual([]);
  });
});

describe('userInfoFromLogin', () => {
  it('merges the user with its tokens so the session counts as signed in', () => {
    const token = makeJwt({ exp: NOW_S + 60 });
    const info = userInfoFromLogin({
      user: { id: 3, full_name: 'A', email: null, phone: '09' },
      token,
      rt_exp: iso(NOW_MS + 86_400_000),
    });
    expect(info).toEqual({ id: 3, full_name: 'A', email: null, phone: '09', token, rt_exp: iso(NOW_MS + 86_400_000) });
    expect(isAuthenticated({ userInfo: info }, NOW_MS)).toBe(true);
    expect(canRefresh(info, NOW_MS)).toBe(true);
  });
});
