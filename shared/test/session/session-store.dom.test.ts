/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import type { SubscriptionItem } from '../../src/dto';
import { getBus } from '../../src/bus/bus';
import type { BusEvents } from '../../src/bus/events';
import { applyRefresh, loginSession, logoutSession, setSubscriptions, updateUserInfo } from '../../src/session/session-actions';
import { getSessionStore, resetSessionStore } from '../../src/session/session-store';
import { userAt } from '../helpers/users';

const user = userAt(Date.now());
const subs: SubscriptionItem[] = [{ subID: 1, endDate: '2099-01-01T00:00:00Z', path: '/goi-toan' }];
const cookieJson = () => JSON.parse(Cookies.get('userStore') ?? 'null');

let events: BusEvents['session:changed'][];
beforeEach(() => {
  Cookies.remove('userStore', { path: '/' });
  resetSessionStore();
  globalThis.__EDU_BUS__ = undefined;
  events = [];
  getBus().on('session:changed', (e) => events.push(e));
  jest.restoreAllMocks();
});

describe('session store and userStore cookie', () => {
  it('is signed out when no cookie exists', () => {
    expect(getSessionStore().getState()).toEqual({ userInfo: null, subscription: [] });
  });

  it('restores the session from the cookie on first use (e.g. after a reload)', () => {
    Cookies.set('userStore', JSON.stringify({ userInfo: user, subscription: subs }));
    expect(getSessionStore().getState()).toEqual({ userInfo: user, subscription: subs });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a JSON array', '[1,2]'],
    ['a string', '"hello"'],
    ['userInfo of the wrong type', JSON.stringify({ userInfo: 'x', subscription: 'y' })],
  ])('treats a corrupted cookie (%s) as signed out', (_name, raw) => {
    Cookies.set('userStore', raw);
    expect(getSessionStore().getState()).toEqual({ userInfo: null, subscription: [] });
  });

  it('login writes userInfo and subscription to the cookie for 3 days and emits session:changed', () => {
    const set = jest.spyOn(Cookies, 'set');
    loginSession(user, subs);
    expect(cookieJson()).toEqual({ userInfo: user, subscription: subs });
    expect(set).toHaveBeenCalledWith('userStore', expect.any(String), expect.objectContaining({ expires: 3, path: '/' }));
    expect(events).toEqual([{ v: 1, authenticated: true, user: { id: 7, full_name: 'Nguyễn Văn A', email: 'a@example.vn', phone: '0900000000' } }]);
  });

  it('login without subscriptions drops a previous user’s subscriptions', () => {
    loginSession(user, subs);
    loginSession({ ...user, id: 8 });
    expect(getSessionStore().getState().subscription).toEqual([]);
  });

  it('logout clears user info and subscription, removes the cookie and emits signed-out', () => {
    loginSession(user, subs);
    logoutSession();
    expect(getSessionStore().getState()).toEqual({ userInfo: null, subscription: [] });
    expect(Cookies.get('userStore')).toBeUndefined();
    expect(events.at(-1)).toEqual({ v: 1, authenticated: false, user: null });
  });

  it.each([
    [true, true],
    [1, true],
    ['ok', true],
    [false, false],
    [0, false],
    ['', false],
    [null, false],
  ])('refresh with status %p replaces the token: %s', (status, replaced) => {
    loginSession(user);
    events.length = 0;
    expect(applyRefresh({ status, data: { token: 'new-token' } })).toBe(replaced);
    expect(getSessionStore().getState().userInfo?.token).toBe(replaced ? 'new-token' : user.token);
    expect(cookieJson()?.userInfo.token).toBe(replaced ? 'new-token' : user.token);
    expect(events).toHaveLength(replaced ? 1 : 0);
  });

  it('refresh keeps the new token and refresh expiry', () => {
    loginSession(user);
    applyRefresh({ status: true, data: { token: 't2', rt_exp: '2099-01-01T00:00:00Z' } });
    expect(getSessionStore().getState().userInfo).toMatchObject({ token: 't2', rt_exp: '2099-01-01T00:00:00Z' });
  });

  it('the userStore cookie never holds a refresh token, even one an earlier version wrote', () => {
    document.cookie = `userStore=${encodeURIComponent(JSON.stringify({ userInfo: { ...user, refresh_token: 'rt-old' }, subscription: [] }))}; path=/`;
    resetSessionStore();
    expect(getSessionStore().getState().userInfo).not.toHaveProperty('refresh_token');
    applyRefresh({ status: true, data: { token: 't3', rt_exp: '2099-01-01T00:00:00Z' } });
    expect(document.cookie).not.toContain('rt-old');
    expect(cookieJson()?.userInfo).not.toHaveProperty('refresh_token');
  });

  it('refresh does nothing when signed out or when the response has no token', () => {
    expect(applyRefresh({ status: true, data: { token: 't' } })).toBe(false);
    loginSession(user);
    expect(applyRefresh({ status: true, data: {} })).toBe(false);
    expect(getSessionStore().getState().userInfo?.token).toBe(user.token);
  });

  it('setSubscriptions and updateUserInfo persist and emit', () => {
    loginSession(user);
    setSubscriptions(subs);
    updateUserInfo({ full_name: 'Trần Thị B' });
    expect(cookieJson()).toMatchObject({ subscription: subs, userInfo: { full_name: 'Trần Thị B', token: user.token } });
    expect(events.at(-1)?.user?.full_name).toBe('Trần Thị B');
  });

  it('shares one store through globalThis, so a second copy of the package sees the same session', () => {
    loginSession(user);
    let other: typeof import('../../src/session/session-store') | undefined;
    jest.isolateModules(() => {
      other = require('../../src/session/session-store');
    });
    expect(other?.getSessionStore().getState().userInfo?.id).toBe(7);
  });
});
