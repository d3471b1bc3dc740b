import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@edu/shared/router';

/** How long a page may take to show its main heading (a remote loading) before focus goes to <main>. */
const HEADING_WAIT_MS = 5000;

/**
 * Waits for the page's main heading (`main h1`), then hands it focus (without scrolling: the page
 * already scrolled to top) and reports the page's title. Falls back to <main> when no heading shows
 * in time. Returns a cancel function.
 */
export function focusPageHeading(root: ParentNode, onFocused: (title: string) => void, waitMs = HEADING_WAIT_MS): () => void {
  let done = false;
  const finish = (target: HTMLElement | null) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    // the page declares its title as it renders: read it once the heading is there
    requestAnimationFrame(() => onFocused(document.title));
  };
  const heading = () => root.querySelector<HTMLElement>('main h1');
  const observer = new MutationObserver(() => {
    const h1 = heading();
    if (h1) finish(h1);
  });
  const timer = setTimeout(() => finish(root.querySelector<HTMLElement>('main')), waitMs);
  const now = heading();
  if (now) finish(now);
  else observer.observe(root instanceof Document ? root.body : (root as Node), { childList: true, subtree: true });
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * After each client-side navigation (not the first page, which the browser announces itself), focus
 * moves to the new page's main heading and its title is announced in a polite live region, so
 * keyboard and screen-reader users know the page changed and start reading from its top.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage('');
    return focusPageHeading(document, (title) => setMessage(title));
  }, [location.pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
