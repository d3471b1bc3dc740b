import { COOKIE, writeCookie } from '@edu/shared/core';
import { REMOTE_PAGE_EVENT } from '@edu/shared/pages';

/**
 * The web font after the app (docs/decisions/2026-11-27-web-font-after-the-app.md). A page served to a browser
 * without its cookie (`COOKIE.WEB_FONT`) is set in the metric-matched fallback (`<html class="sh-font-later">`, no
 * font preloads), so a first visit spends its slow line on the page and its app, not on 67 KB of type. Once the app
 * has started and the page has loaded, the font's files are fetched into the cache (nothing on screen changes), and
 * the cookie tells the server that later pages may use them from their first paint.
 */

/** Both weights the CSS uses, and text in both subsets (Latin and Vietnamese): the four files. */
const FACES = ['400 16px "Be Vietnam Pro"', '600 16px "Be Vietnam Pro"'];
const SAMPLE = 'Aa Tiếng Việt ắ ề ỗ ự đ';
const RENDERED_AT_THE_LATEST_MS = 3000;

export function cacheWebFontLater(doc: Document = document): void {
  if (!doc.documentElement.classList.contains('sh-font-later') || !doc.fonts) return;
  const fetchFaces = () =>
    void Promise.all(FACES.map((face) => doc.fonts.load(face, SAMPLE)))
      .then((loaded) => {
        if (loaded.every((faces) => faces.length > 0)) writeCookie(COOKIE.WEB_FONT, '1', 365);
      })
      .catch(() => undefined);
  // after the page's own resources and its page's first render: the files never share the line with what the page
  // needs, nor with a chunk its app asks for while hydrating (`load` comes before that on a slow phone)
  const loaded = new Promise<unknown>((resolve) => {
    if (doc.readyState === 'complete') resolve(null);
    else window.addEventListener('load', resolve, { once: true });
  });
  const rendered = new Promise<unknown>((resolve) => {
    // a shell screen (no remote page server-rendered) has nothing to wait for
    if (!doc.querySelector('[data-remote]')) return resolve(null);
    window.addEventListener(REMOTE_PAGE_EVENT, resolve, { once: true });
    setTimeout(resolve, RENDERED_AT_THE_LATEST_MS);
  });
  void Promise.all([loaded, rendered]).then(() => setTimeout(fetchFaces, 0));
}
