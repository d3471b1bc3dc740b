import { useEffect } from 'react';
import { ENDPOINTS, apiGet, apiPost, getSessionStore, isAuthenticated, isCellular, isCrawler, readCookie, writeCookie } from '@edu/shared/core';
import { logError } from '@edu/shared/core';
import { shellQueries } from '../app/shell-queries';

/** Public settings the shell acts on (GET /api/settings.json). */
export interface SiteSettings {
  disabledRecognition: number;
  recognitionServiceId?: string;
  /** Carrier number-recognition service; without it recognition is off whatever the flag says. */
  recognitionUrl?: string;
  plausibleUrl?: string;
  plausibleDomain?: string;
}

const CHECKED_COOKIE = 'isCheck';

/** Pages recognition never interrupts: its own return point, and the screens a visitor signs in on. */
const NOT_FROM = new Set(['/callback', '/dang-nhap', '/dang-ky', '/register-otp', '/kiem-tra-sdt', '/quen-mat-khau', '/quen-mat-khau-step-2']);

/**
 * SPEC §6: an unauthenticated visitor is sent once per browser session (session cookie isCheck) to the
 * carrier recognition service when disabledRecognition < 1; it returns to /callback, which brings the
 * visitor back to `fullPath`. Crawlers never are. The service is an https URL, or a path on this site
 * (the development simulator); anything else is refused.
 */
export function recognitionTarget(
  settings: SiteSettings,
  ctx: { authenticated: boolean; checked: boolean; userAgent: string; origin: string; pathname: string; fullPath?: string },
): string | null {
  if (ctx.authenticated || ctx.checked || isCrawler(ctx.userAgent) || NOT_FROM.has(ctx.pathname)) return null;
  const service = settings.recognitionUrl ?? '';
  const sameSite = service.startsWith('/') && !service.startsWith('//');
  if (!(settings.disabledRecognition < 1) || !(sameSite || /^https:\/\//.test(service))) return null;
  const url = new URL(service, ctx.origin);
  url.searchParams.set('service_id', settings.recognitionServiceId ?? '');
  const back = new URL('/callback', ctx.origin);
  const fullPath = ctx.fullPath ?? ctx.pathname;
  if (fullPath !== '/') back.searchParams.set('redirect', fullPath);
  url.searchParams.set('return_url', back.toString());
  return url.toString();
}

function injectAnalytics(settings: SiteSettings): void {
  if (!settings.plausibleUrl || !settings.plausibleDomain || document.querySelector('script[data-analytics]')) return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = settings.plausibleUrl;
  script.dataset.domain = settings.plausibleDomain;
  script.dataset.analytics = 'plausible';
  document.head.appendChild(script);
}

/** SPEC §6 "celluar": a session flag that makes the site send the user-support call with the current path. */
export function sendUserSupportIfCellular(fullPath: string): void {
  if (!isCellular()) return;
  const info = btoa(String.fromCharCode(...new TextEncoder().encode(fullPath)));
  void apiPost(ENDPOINTS.userSupport, { info }).catch(() => undefined);
}

let applied = false;

/** Once per page load, after the first render: analytics, then carrier recognition (which may leave the page). */
function applySiteSettings(settings: SiteSettings): void {
  if (applied) return;
  applied = true;
  injectAnalytics(settings);
  const target = recognitionTarget(settings, {
    authenticated: isAuthenticated(getSessionStore().getState()),
    checked: readCookie(CHECKED_COOKIE) === '1',
    userAgent: navigator.userAgent,
    origin: window.location.origin,
    pathname: window.location.pathname,
    fullPath: window.location.pathname + window.location.search + window.location.hash,
  });
  if (target) {
    writeCookie(CHECKED_COOKIE, '1', undefined); // session cookie: once per browser session
    window.location.assign(target);
  }
}

/**
 * The site's public settings, through the one query cache: the server renders the page with them and
 * hands them over, so the browser asks nothing at start-up. Never blocks the page; a failure is logged.
 */
export function SiteSettingsEffects(): null {
  const { data, error } = shellQueries.useQuery(['settings'], (signal) => apiGet<SiteSettings>(ENDPOINTS.settings, undefined, { signal }), {
    staleMs: 10 * 60_000,
  });
  useEffect(() => {
    if (data) applySiteSettings(data);
  }, [data]);
  useEffect(() => {
    if (error) logError(error, { kind: 'config', detail: 'settings unavailable' });
  }, [error]);
  return null;
}
