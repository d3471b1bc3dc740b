import { matchRoute, type RemotePageRef } from '@edu/shared/pages';
import { getRegistrySnapshot, versionFor } from '../remotes/registry-client';
import { preloadApiClient } from '@edu/shared/core';
import { preloadExpose } from '../remotes/load-remote-page';
import { preloadFreeCourseModal } from '../modals/modal-host';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** SPEC §2: prefetch 1 s after ready, unless the connection is slow-2g (or the visitor asked to save data). */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  return connection?.effectiveType !== 'slow-2g' && connection?.saveData !== true;
}

/** The remote page a same-origin link leads to, or null (another site, a shell screen). */
export function pageOfLink(href: string, origin: string = location.origin): RemotePageRef | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return matchRoute(url.pathname).page;
}

/** The remote a same-origin link leads to, or null. */
export const remoteOfLink = (href: string, origin: string = location.origin): string | null => pageOfLink(href, origin)?.remote ?? null;

const warmed = new Set<string>();
const preloaded = new Set<string>();

function onScreen(el: Element): boolean {
  if (!(el.checkVisibility?.() ?? true)) return false;
  const box = el.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
}

/**
 * Warms the HTTP cache with a remote's manifest (a few KB of JSON: which files its pages need), so the
 * visit does not wait for it. Only downloads: nothing runs.
 */
function warm(remote: string): void {
  const ref = versionFor(remote);
  if (!ref || warmed.has(ref.entry)) return;
  warmed.add(ref.entry);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = ref.entry;
  document.head.appendChild(link);
}

/** Loads a page's code (entry, chunks, styles); its remote's manifest comes with it, so warm() leaves it alone. */
function loadPageCode(page: RemotePageRef): void {
  preloadExpose(page.remote, page.expose);
  const ref = versionFor(page.remote);
  if (ref) warmed.add(ref.entry);
}

/**
 * Loads the code of the page a link leads to (entry, chunks, styles) and the API client it will fetch its
 * data with (a server-rendered page did not need it): the learner is about to go there.
 */
function preload(page: RemotePageRef): void {
  const key = `${page.remote}/${page.expose}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  loadPageCode(page);
  preloadApiClient();
}

/**
 * SPEC §2's prefetch 1 s after ready, of what the page can lead to: the manifests of the remotes the links
 * on screen go to — not their code, which would cost every visit ~11 KB per remote whether followed or not.
 * A link the learner points at, touches or focuses loads its page's code at once (~100 ms before the click
 * lands), so the click renders without waiting for the network.
 */
export function schedulePrefetch(delayMs = 1000): void {
  // Not a prefetch: the code of the page on screen, asked for now — before hydration reaches its lazy boundary
  // (the render runs after this task) — so its buttons take taps sooner; its files were hinted by the server.
  const shown = matchRoute(location.pathname).page;
  if (shown) loadPageCode(shown);
  preloadFreeCourseModal();
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!shouldPrefetch(connection)) return;
  const known = new Set(Object.keys(getRegistrySnapshot().remotes));
  const pageOf = (target: EventTarget | null): RemotePageRef | null => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    const page = link ? pageOfLink(link.getAttribute('href')!) : null;
    return page && known.has(page.remote) ? page : null;
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(
      type,
      (event) => {
        const page = pageOf(event.target);
        if (page) preload(page);
      },
      { passive: true, capture: true },
    );
  }
  setTimeout(() => {
    // the links on the learner's screen (on a phone the menu's are hidden until it opens; the footer is below)
    for (const link of document.querySelectorAll('a[href]')) {
      const page = onScreen(link) ? pageOf(link) : null;
      if (page) warm(page.remote);
    }
  }, delayMs);
}
