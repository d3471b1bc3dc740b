import { reportWebVitals, type WebVitals } from '@edu/shared/core';
import { REMOTE_PAGE_EVENT, signalWebVital, type RemotePageSignal } from '@edu/shared/pages';

/** A shell screen names no owner page: the library comes this long after the start at the latest. */
const OBSERVE_AT_THE_LATEST_MS = 3000;

/**
 * Web Vitals from real visits (issue 31 item 4; docs/decisions/2026-11-27-server-signals-and-vitals.md): LCP, INP and
 * CLS of this page view, measured by the web-vitals library, reported for the remote version that owns the page — the
 * first remote page to render (or fail) in this page view: the landing page, whose LCP it is — with the page view's
 * signed health token, so the canary controller can judge a version on speed as well as on errors.
 *
 * Started once the app has started (the early script and the HTML-first forms stay as they are); the library itself
 * is fetched after that, in a chunk of its own (LCP and CLS are read from the browser's buffered entries, so nothing
 * before it is lost). Every change is kept (reportAllChanges); the values are sent with sendBeacon when the page is
 * hidden or left (pagehide), again only if they changed since — the API keeps the last report of a page view.
 */
export function startWebVitals(): void {
  let owner: { remote: string; version: string } | null = null;
  const vitals: WebVitals = {};
  let sent = '';

  // The library once the page has rendered (or failed), not amid hydration: on a slow phone its evaluation sat between
  // the app's start and the page's buttons (issue 31).
  let observing = false;
  const observe = () => {
    if (observing) return;
    observing = true;
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onCLS, onINP, onLCP }) => {
      const keep = ({ name, value }: { name: 'LCP' | 'INP' | 'CLS'; value: number }) => {
        vitals[name] = value;
        if (owner) signalWebVital({ ...owner, name, value });
      };
      onLCP(keep, { reportAllChanges: true });
      onINP(keep, { reportAllChanges: true });
      onCLS(keep, { reportAllChanges: true });
      // from here a tap is measured (a quick one before it is not: the browser buffers only long ones)
      document.documentElement.dataset.webVitals = '';
    });
  };
  setTimeout(observe, OBSERVE_AT_THE_LATEST_MS);

  window.addEventListener(REMOTE_PAGE_EVENT, (event) => {
    const signal = (event as CustomEvent<RemotePageSignal>).detail;
    if (!owner && signal.version) owner = { remote: signal.remote, version: signal.version };
    setTimeout(observe, 0);
  });
  const send = () => {
    const body = JSON.stringify(vitals);
    if (!owner || body === '{}' || body === sent) return;
    sent = body;
    reportWebVitals(owner.remote, owner.version, vitals);
  };
  addEventListener('pagehide', send);
  // a phone often hides a page and never shows (nor unloads) it again: hidden is the last moment that is sure
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}
