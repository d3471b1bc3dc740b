import { ENDPOINTS } from '../http/endpoints';

/** What went wrong, as ops read it: a refused file, a remote that would not load, or one that threw rendering. */
export type PlatformErrorKind =
  | 'integrity'
  | 'remote-load'
  | 'render'
  // the shell's own: start-up configuration, the registry, a bus listener, a hydration mismatch
  | 'config'
  | 'registry'
  | 'bus'
  | 'hydration';

export interface ErrorContext {
  kind?: PlatformErrorKind;
  /** The remote it happened in, and its version: the telemetry is per remote@version. */
  remote?: string;
  version?: string | null;
  /** The page's path (never its query: no personal data leaves the browser). */
  route?: string;
  /** The file concerned (a refused entry or chunk). */
  url?: string;
  /** A few words for the console line ('registry unavailable'). */
  detail?: string;
}

const MAX = 500;

/** The page view's health token (SSR payload): without it the API counts no beacon (docs/decisions/2026-11-27-signed-health.md). */
let healthToken: string | undefined;

/** Set once at start-up from the server render's payload; a page rendered in the browser only has none. */
export function setHealthToken(token: string | undefined): void {
  healthToken = token;
}

/**
 * The one way the browser apps report an error: a tagged console line for whoever has devtools open,
 * and — when it concerns a remote — the telemetry beacon ops read per remote@version
 * (POST /api/telemetry/client-error.json, sent with sendBeacon so it survives a reload).
 */
export function logError(error: unknown, context: ErrorContext = {}): void {
  const where = context.remote ? `${context.remote}@${context.version ?? '?'}` : 'platform';
  const kind = context.kind ?? 'render';
  // eslint-disable-next-line no-console -- this is the one console line of the browser apps
  console.error(`[${where}] ${kind}${context.detail ? `: ${context.detail}` : ''}${context.route ? ` on ${context.route}` : ''}`, error);
  if (!context.remote || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const body = JSON.stringify({
    kind,
    remote: context.remote,
    version: context.version ?? undefined,
    url: (context.url ?? globalThis.location?.pathname ?? '').slice(0, MAX),
    page: (context.route ?? globalThis.location?.pathname ?? '').slice(0, MAX),
    message: message.slice(0, 300),
    token: healthToken,
  });
  navigator.sendBeacon(ENDPOINTS.clientErrorBeacon, new Blob([body], { type: 'application/json' }));
}

/**
 * A remote version loaded: reported every time (the API counts it once per page view and version, so the
 * counts are exact, not sampled), as the denominator of that version's error rate.
 * Only the first segment of the page's path is kept by the server.
 */
export function reportRemoteLoad(remote: string, version: string): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const body = JSON.stringify({ remote, version, page: (globalThis.location?.pathname ?? '').slice(0, MAX), token: healthToken });
  navigator.sendBeacon(ENDPOINTS.remoteLoadBeacon, new Blob([body], { type: 'application/json' }));
}

/** A page view's Web Vitals as the shell measured them (web-vitals): LCP and INP in ms, CLS unitless. */
export interface WebVitals {
  LCP?: number;
  INP?: number;
  CLS?: number;
}

/**
 * The page view's Web Vitals, for the remote version that owns the page, with the page view's health token (the API
 * keeps one row per token, version and metric, the last report standing: docs/decisions/2026-11-27-server-signals-and-vitals.md).
 */
export function reportWebVitals(remote: string, version: string, vitals: WebVitals): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const body = JSON.stringify({ remote, version, page: (globalThis.location?.pathname ?? '').slice(0, MAX), token: healthToken, ...vitals });
  navigator.sendBeacon(ENDPOINTS.vitalsBeacon, new Blob([body], { type: 'application/json' }));
}
