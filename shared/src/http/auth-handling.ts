import { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { showToast } from '../bus/helpers';
import { withTabLock } from '../platform/tab-lock';
import { authGuardDecision } from '../routing/auth-guard';
import { isCrawler } from '../routing/crawler';
import { adoptStoredSession, applyRefresh, logoutSession } from '../session/session-actions';
import { canRefresh, isAccessTokenExpired } from '../session/session-rules';
import { getSessionStore } from '../session/session-store';
import { LOGIN_PATH, REFRESH_URL } from './auth-paths';
import { navigateTo } from './navigator';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the 401/403 handling below (the refresh call itself; callers that handle it themselves). */
    skipAuthHandling?: boolean;
    /** Set on a request replayed after a refresh, so a second 401 is final. */
    authRetried?: boolean;
  }
}

/** Repeated session ends / 403 redirects inside this window navigate once (a burst of failures). */
const NAVIGATE_DEDUPE_MS = 2000;

export interface AuthHandlingOptions {
  /** The page's pathname, e.g. '/tai-khoan/ho-so'. */
  currentPath: () => string;
  /** Path + query + hash: where a sign-in brings the learner back to. */
  currentFullPath?: () => string;
  userAgent?: () => string | undefined;
  now: () => number;
}

/** Tabs of the site take turns refreshing the session under this lock. */
const REFRESH_LOCK = 'session-refresh';
export const SESSION_ENDED_MESSAGE = 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.';

const currentToken = (): string | undefined => getSessionStore().getState().userInfo?.token || undefined;
const trimSlash = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * SPEC §7 / §8: Bearer on every request; on a 401 outside /dang-nhap refresh once (however many
 * requests fail together, they all wait on the same refresh) and replay; 403 → '/'.
 *
 * Tabs take turns: a tab refreshes under a cross-tab lock, and a tab that waited adopts the tokens the
 * first one stored instead of spending the refresh token again (the API would see a reuse).
 *
 * Refresh impossible or failed → the session is cleared. Departing from SPEC's "go to /dang-nhap"
 * (docs/decisions/2026-11-24-expired-session-on-a-public-page.md): only a page that needs a session goes to /dang-nhap?redirect=<the page>; a public
 * page stays where it is, signed out, and a toast says the session ended. Crawlers are never sent away.
 */
export function installAuthHandling(instance: AxiosInstance, opts: AuthHandlingOptions): void {
  let refreshing: Promise<string | null> | null = null;
  const lastNavigation = new Map<string, number>();

  const navigateOnce = (path: string): void => {
    const now = opts.now();
    if (now - (lastNavigation.get(path) ?? -Infinity) < NAVIGATE_DEDUPE_MS) return;
    lastNavigation.set(path, now);
    navigateTo(path, { replace: false });
  };

  const userAgent = opts.userAgent ?? (() => globalThis.navigator?.userAgent);
  const fullPath = opts.currentFullPath ?? opts.currentPath;

  const endSession = (): void => {
    const hadSession = Boolean(getSessionStore().getState().userInfo);
    if (hadSession) logoutSession();
    const decision = authGuardDecision({ path: opts.currentPath(), fullPath: fullPath(), authenticated: false, userAgent: userAgent() });
    if (decision.kind === 'redirect') navigateOnce(decision.to);
    if (hadSession && !isCrawler(userAgent())) showToast(SESSION_ENDED_MESSAGE, { kind: 'info' });
  };

  /** Resolves the new token, or null after ending the session (done once, by the refresh itself). */
  const refreshOnce = (staleToken: string | undefined): Promise<string | null> =>
    (refreshing ??= refresh(staleToken).finally(() => {
      refreshing = null;
    }));

  async function refresh(staleToken: string | undefined): Promise<string | null> {
    const fresh = await withTabLock(REFRESH_LOCK, async () => {
      const adopted = adoptStoredSession(staleToken, opts.now());
      if (adopted) return adopted;
      try {
        // the refresh token travels only in its HttpOnly cookie (path: the refresh call)
        const res = await instance.post(REFRESH_URL, {}, { withCredentials: true, skipAuthHandling: true });
        if (applyRefresh(res.data ?? {})) return currentToken() ?? null;
      } catch {
        // fall through: any failure of the refresh ends the session
      }
      return null;
    });
    if (!fresh) endSession();
    return fresh;
  }

  const replay = (config: InternalAxiosRequestConfig, token: string) => {
    config.authRetried = true;
    config.headers.set('Authorization', `Bearer ${token}`);
    return instance.request(config);
  };

  instance.interceptors.request.use((config) => {
    const token = currentToken();
    // An explicit Authorization (e.g. the verify_token of the forgot-password flow) wins.
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || !error.config || error.config.skipAuthHandling) throw error;
    const config = error.config;
    const status = error.response?.status;
    if (status === 403) navigateOnce('/');
    if (status !== 401 || config.authRetried || trimSlash(opts.currentPath()) === LOGIN_PATH) throw error;

    // A refresh finished while this request was in flight: replay with the new token, no new refresh.
    const token = currentToken();
    if (token && config.headers.get('Authorization') !== `Bearer ${token}` && !isAccessTokenExpired(token, opts.now())) {
      return replay(config, token);
    }
    if (!refreshing && !canRefresh(getSessionStore().getState().userInfo, opts.now())) {
      endSession();
      throw error;
    }
    const fresh = await refreshOnce(token);
    if (!fresh) throw error;
    return replay(config, fresh);
  });
}
