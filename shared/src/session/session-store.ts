import { createStore, type StoreApi } from 'zustand/vanilla';
import { COOKIE } from '../constants/cookie-names';
import { SESSION_COOKIE_DAYS } from '../constants/timing';
import { readJsonCookie, removeCookie, writeJsonCookie } from '../cookies/cookie-json';
import { toSessionState, type SessionState } from './session-state';

export type SessionStore = StoreApi<SessionState>;

declare global {
  var __EDU_SESSION_STORE__: SessionStore | undefined;
}

/**
 * A store hydrated from the `userStore` cookie that writes every change back (3 days, refreshed on
 * each write). A signed-out session removes the cookie instead of writing an empty one.
 */
export function createSessionStore(): SessionStore {
  const store = createStore<SessionState>()(() => toSessionState(readJsonCookie(COOKIE.SESSION)));
  store.subscribe((state) => {
    if (!state.userInfo && state.subscription.length === 0) removeCookie(COOKIE.SESSION);
    else writeJsonCookie(COOKIE.SESSION, { userInfo: state.userInfo, subscription: state.subscription }, SESSION_COOKIE_DAYS);
  });
  return store;
}

/**
 * The page's session store, created on first use. Like the bus it lives on globalThis, so a remote
 * with its own copy of this package still shares one session with the shell.
 */
export function getSessionStore(): SessionStore {
  return (globalThis.__EDU_SESSION_STORE__ ??= createSessionStore());
}

/** Forgets the store (tests); the next getSessionStore() re-reads the cookie. */
export function resetSessionStore(): void {
  globalThis.__EDU_SESSION_STORE__ = undefined;
}
