import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { installAuthHandling } from './auth-handling';

export interface ApiClientOptions {
  /** '' = same origin. */
  baseURL: string;
  /** A custom axios adapter (tests, or a fetch adapter). */
  adapter?: AxiosAdapter;
  timeout?: number;
  /** Current pathname; 401s on /dang-nhap are not refreshed. Defaults to location.pathname. */
  currentPath?: () => string;
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
  installAuthHandling(instance, {
    currentPath: opts.currentPath ?? (() => globalThis.location?.pathname ?? ''),
    now: opts.now ?? Date.now,
  });
  return instance;
}
