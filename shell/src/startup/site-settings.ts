import Cookies from 'js-cookie';
import { ENDPOINTS, apiGet, apiPost, getSessionStore, isAuthenticated, isCrawler } from '@edu/shared';

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

/**
 * SPEC §6: an unauthenticated visitor is sent once per browser session (session cookie isCheck) to the
 * carrier recognition service when disabledRecognition < 1; it returns to /callback. Crawlers never are.
 */
export function recognitionTarget(
  settings: SiteSettings,
  ctx: { authenticated: boolean; checked: boolean; userAgent: string; origin: string; pathname: string },
): string | null {
  if (ctx.authenticated || ctx.checked || isCrawler(ctx.userAgent) || ctx.pathname === '/callback') return null;
  if (!(settings.disabledRecognition < 1) || !settings.recognitionUrl || !/^https:\/\//.test(settings.recognitionUrl)) return null;
  const url = new URL(settings.recognitionUrl);
  url.searchParams.set('service_id', settings.recognitionServiceId ?? '');
  url.searchParams.set('return_url', `${ctx.origin}/callback`);
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
  if (sessionStorage.getItem('celluar') !== '1') return;
  const info = btoa(String.fromCharCode(...new TextEncoder().encode(fullPath)));
  void apiPost(ENDPOINTS.userSupport, { info }).catch(() => undefined);
}

/** After first render: never blocks start-up; a failure is only logged. */
export async function applySiteSettings(): Promise<void> {
  let settings: SiteSettings;
  try {
    settings = await apiGet<SiteSettings>(ENDPOINTS.settings);
  } catch (err) {
    console.warn('[shell] settings unavailable', err);
    return;
  }
  injectAnalytics(settings);
  const target = recognitionTarget(settings, {
    authenticated: isAuthenticated(getSessionStore().getState()),
    checked: Cookies.get(CHECKED_COOKIE) === '1',
    userAgent: navigator.userAgent,
    origin: window.location.origin,
    pathname: window.location.pathname,
  });
  if (target) {
    Cookies.set(CHECKED_COOKIE, '1', { sameSite: 'Lax', path: '/' }); // session cookie: once per browser session
    window.location.assign(target);
  }
}
