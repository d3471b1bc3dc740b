/**
 * The shell's own word on a remote page, for whoever watches the page from outside (the render gate
 * before a promote, ops/src/gate): one window event when the page has mounted, one when it failed and the
 * retry card took its place. A page that mounts and at once navigates away (/callback) has still said it
 * rendered; a watcher never has to catch a DOM state that lasted a frame, nor guess from a clock.
 * No React, no shared state: ops imports this file to know the event's name and shape.
 */
export const REMOTE_PAGE_EVENT = 'edu:remote-page';

export type RemotePageSignal =
  | { state: 'rendered'; remote: string; version: string | null; path: string }
  | {
      state: 'failed';
      remote: string;
      version: string | null;
      path: string;
      /** As the boundary reports it: the remote's code threw ('render'), or it did not load ('remote-load'). */
      kind: 'render' | 'remote-load';
      /** The loader gave up waiting (REMOTE_LOAD_TIMEOUT_MS): says the machine was slow, not that the version is bad. */
      timedOut: boolean;
      message: string;
    };

/** Dispatched on window; never throws (a page must not fail because nobody listens). */
export function signalRemotePage(signal: RemotePageSignal): void {
  if (typeof window === 'undefined' || typeof CustomEvent !== 'function') return;
  try {
    window.dispatchEvent(new CustomEvent<RemotePageSignal>(REMOTE_PAGE_EVENT, { detail: signal }));
  } catch {
    // a listener's own failure is not the page's
  }
}

/**
 * The shell's word each time a Web Vital of the page view changes (web-vitals, reportAllChanges), for the remote
 * version that owns the page: what the page will report when it is hidden. Watchers (the e2e) wait on it, not on a clock.
 */
export const WEB_VITAL_EVENT = 'edu:web-vital';

export interface WebVitalSignal {
  remote: string;
  version: string;
  name: 'LCP' | 'INP' | 'CLS';
  value: number;
}

export function signalWebVital(signal: WebVitalSignal): void {
  if (typeof window === 'undefined' || typeof CustomEvent !== 'function') return;
  try {
    window.dispatchEvent(new CustomEvent<WebVitalSignal>(WEB_VITAL_EVENT, { detail: signal }));
  } catch {
    // a listener's own failure is not the page's
  }
}
