import { matchRoute } from '../routes/match-route';
import { getRegistrySnapshot, versionFor } from '../remotes/registry-client';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** SPEC §2: prefetch 1 s after ready, unless the connection is slow-2g (or the visitor asked to save data). */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  return connection?.effectiveType !== 'slow-2g' && connection?.saveData !== true;
}

/** The remote a same-origin link leads to (its route's page), or null (another site, a shell screen). */
export function remoteOfLink(href: string, origin: string = location.origin): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return matchRoute(url.pathname).page?.remote ?? null;
}

const warmed = new Set<string>();

function onScreen(el: Element): boolean {
  if (!(el.checkVisibility?.() ?? true)) return false;
  const box = el.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
}

/**
 * Warms the HTTP cache with a remote's manifest and entry, so the visit to it does not wait for them.
 * Prefetch only downloads: nothing runs, and the entry is still checked against its SRI when loaded.
 */
function warm(remote: string): void {
  const ref = versionFor(remote);
  if (!ref || warmed.has(ref.entry)) return;
  warmed.add(ref.entry);
  for (const href of [ref.entry, ref.entry.replace(/mf-manifest\.json$/, 'remoteEntry.js')]) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * SPEC §2's prefetch 1 s after ready, of what the page can lead to: the remotes the links on screen go
 * to, not all of them. A link the learner points at, touches or focuses warms its remote at once (in case it was not
 * on the page at 1 s: a menu opened later).
 */
export function schedulePrefetch(delayMs = 1000): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!shouldPrefetch(connection)) return;
  const known = new Set(Object.keys(getRegistrySnapshot().remotes));
  const warmLink = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    const remote = link ? remoteOfLink(link.getAttribute('href')!) : null;
    if (remote && known.has(remote)) warm(remote);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, (event) => warmLink(event.target), { passive: true, capture: true });
  }
  setTimeout(() => {
    // the links on the learner's screen (on a phone the menu's are hidden until it opens; the footer is below)
    for (const link of document.querySelectorAll('a[href]')) if (onScreen(link)) warmLink(link);
  }, delayMs);
}
