import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { installAuthHandling } from './auth-handling';
import { getSessionStore } from '../session/session-store';
import { getGuestToken, GUEST_TOKEN_HEADER } from '../session/guest-token';

export interface ApiClientOptions {
  /** '' = same origin. */
  baseURL: string;
  /** A custom axios adapter (tests, or a fetch adapter). */
  adapter?: AxiosAdapter;
  timeout?: number;
  /** Current pathname; 401s on /dang-nhap are not refreshed. Defaults to location.pathname. */
  currentPath?: () => string;
  /** Current path + query + hash (the way back after sign-in). Defaults to location's. */
  currentFullPath?: () => string;
  /** The browser's user agent (crawlers are never sent to sign in). Defaults to navigator.userAgent. */
  userAgent?: () => string | undefined;
  /** Clock for token checks (tests). */
  now?: () => number;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * The one HTTP client shape of the product: JSON, cookies included, Bearer token from the session,
 * refresh-and-replay on 401 (SPEC §7). FormData bodies need an explicit multipart Content-Type,
 * otherwise axios serialises them as JSON because of the default JSON content type.
 */
export function createApiClient(opts: ApiClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: opts.baseURL,
    timeout: opts.timeout ?? DEFAULT_TIMEOUT_MS,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(opts.adapter ? { adapter: opts.adapter } : {}),
  });
  // A signed-out visitor's requests carry the guest token, so the guest cart follows them into their account.
  instance.interceptors.request.use((config) => {
    if (!getSessionStore().getState().userInfo?.token && !config.headers.has(GUEST_TOKEN_HEADER)) {
      config.headers.set(GUEST_TOKEN_HEADER, getGuestToken());
    }
    return config;
  });
  installAuthHandling(instance, {
    currentPath: opts.currentPath ?? (() => globalThis.location?.pathname ?? ''),
    currentFullPath: opts.currentFullPath ?? (() => (globalThis.location ? `${location.pathname}${location.search}${location.hash}` : '')),
    userAgent: opts.userAgent,
    now: opts.now ?? Date.now,
  });
  return instance;
}
