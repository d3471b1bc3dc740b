import { escapeJsonForScript, headHtml, SSR_PAYLOAD_ID, type HeadTag, type SsrPayload } from '@edu/shared/platform';

/** The parts a server-rendered page is made of; the template is the shell's built index.html. */
export interface DocumentParts {
  template: string;
  head: HeadTag[];
  /** <link> tags for the rendered remote's CSS and manifest. */
  remoteAssets: string;
  appConfigJson: string;
  registryJson: string;
  appHtml: string;
  /** null: the page is not hydrated from server data (the shell renders it in the browser). */
  payload: SsrPayload | null;
  /**
   * 'later': this browser has not cached the web font yet (no `edu_font` cookie): the page drops the font preloads
   * and is set in the fallback faces (`<html class="sh-font-later">`), so a first visit's slow line carries the page
   * and its app, not the font (docs/decisions/2026-11-27-web-font-after-the-app.md). Default 'now'.
   */
  webFont?: 'now' | 'later';
}

/** The template's font preloads (ops/webpack/font-preload.cjs), quoted or not. */
const FONT_PRELOAD = /<link rel="?preload"? href="?\/fonts\/[^>]*>/g;
/** The template's default head tags (title, description…), each marked data-head; the page's own replace them. */
const DEFAULT_HEAD_TAG = /<title data-head[^>]*>[^<]*<\/title>|<meta data-head[^>]*>/g;
const INCLUDE = /<!--# include virtual="([^"]+)" -->/g;
const ROOT = /<div id="?root"?><\/div>/;

/**
 * Fills the shell's built template (found by its elements, not by comments, so minifying it is
 * harmless): the page's head, remote assets, inlined config and registry, the app's HTML, the payload.
 */
export function renderDocument(parts: DocumentParts): string {
  const includes: Record<string, string> = { '/app-config.json': parts.appConfigJson, '/registry.json': parts.registryJson };
  const payload = parts.payload
    ? `<script id="${SSR_PAYLOAD_ID}" type="application/json">${escapeJsonForScript(JSON.stringify(parts.payload))}</script>`
    : '';
  const head = parts.head.length ? headHtml(parts.head) : null;
  let first = true;
  const template =
    parts.webFont === 'later' ? parts.template.replace(FONT_PRELOAD, '').replace(/<html\b/, '<html class="sh-font-later"') : parts.template;
  return template
    .replace(DEFAULT_HEAD_TAG, (tag) => {
      if (head === null) return tag;
      const out = first ? head : '';
      first = false;
      return out;
    })
    .replace('</head>', () => `${parts.remoteAssets}</head>`)
    .replace(INCLUDE, (_, name: string) => escapeJsonForScript(includes[name] ?? ''))
    .replace(ROOT, () => `<div id="root">${parts.appHtml}</div>`)
    .replace('</body>', () => `${payload}</body>`);
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function stylesheetLinks(sheets: { href: string; integrity: string }[]): string {
  return sheets
    .map(
      ({ href, integrity }) =>
        `<link rel="stylesheet" href="${escapeAttr(href)}" integrity="${escapeAttr(integrity)}" crossorigin="anonymous" data-remote-css>`,
    )
    .join('');
}

/**
 * Preload hints matching the requests the federation runtime makes (CORS, same-origin credentials, the same hash),
 * so the browser uses the preloaded answer instead of asking again.
 */
export function preloadLinks(files: { href: string; as: 'script' | 'fetch'; integrity?: string }[]): string {
  return files
    .map(
      ({ href, as, integrity }) =>
        `<link rel="preload" as="${as}" href="${escapeAttr(href)}"${integrity ? ` integrity="${escapeAttr(integrity)}"` : ''} crossorigin="anonymous">`,
    )
    .join('');
}

/**
 * The hints for the page's own code (its remote's manifest, entry and chunks, the shell files they consume), held
 * in an inert <template>: the early script (shell/src/early/early.ts) puts them in the head once the shell's
 * start-up scripts have loaded, so on a slow line they do not share it with the shell's files, and they come while
 * the shell hydrates (docs/decisions/2026-11-27-page-code-after-the-shell.md).
 */
export function pageCodeHints(links: string): string {
  return links ? `<template id="sh-page-hints">${links}</template>` : '';
}

/**
 * Preload hints for the shell's own chunks (./shell-share-hints.ts): no `crossorigin` and no hash, as the shell's
 * chunk loader asks for them (same-origin, the CSP's script-src 'self'), so the browser reuses the preloaded answer.
 */
export function shellPreloadLinks(hrefs: string[]): string {
  return hrefs.map((href) => `<link rel="preload" as="script" href="${escapeAttr(href)}">`).join('');
}

/** A plain Vietnamese page for answers that never reach the app (bad path, SSR service failing). */
export function plainPage(status: number, message: string): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} | KhoaHoc.vn</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${escapeAttr(message)}</h1><p><a href="/">Quay về trang chủ</a></p></body></html>`;
}
