import { Suspense, use, type ReactNode } from 'react';
import { sanitizeCourseHtml, sanitizeStrictHtml } from './lazy';

export type RichTextLevel = 'course' | 'strict';

const MAX_RESULTS = 200;
const results = new Map<string, Promise<string>>();

/** One promise per (level, html), so React's `use` meets the same promise on every render. */
function sanitized(level: RichTextLevel, html: string): Promise<string> {
  const key = `${level}\u0000${html}`;
  let result = results.get(key);
  if (!result) {
    result = (level === 'strict' ? sanitizeStrictHtml(html) : sanitizeCourseHtml(html)).catch(() => '');
    results.set(key, result);
    if (results.size > MAX_RESULTS) results.delete(results.keys().next().value!);
  }
  return result;
}

interface SanitizedHtmlProps {
  html: string;
  /** 'course': common tags, img and allowed iframes; 'strict': br/strong/em/p/div/span only. */
  level?: RichTextLevel;
  className?: string;
  label?: string;
  /** Shown while the sanitiser loads in the browser (never on the server, which waits for it). */
  fallback?: ReactNode;
}

/** FNV-1a of (level, html): names a rich text the same way on the server and in the browser. */
export function richTextKey(level: RichTextLevel, html: string): string {
  let hash = 0x811c9dc5;
  const text = `${level}\u0000${html}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${level[0]}${(hash >>> 0).toString(36)}${html.length.toString(36)}`;
}

/** The URL the page was served at: server-rendered rich text is only reused before the first navigation. */
const servedAt = typeof location === 'undefined' ? null : location.href;

/**
 * The clean HTML the server already rendered for this rich text, while the first page hydrates: the
 * server ran the same sanitiser, so the browser need not load it (~43 KB and its parse time) for a page
 * that only shows server-rendered text. React does not write the string when hydrating; it only
 * compares it with later renders. After a navigation every rich text goes through the sanitiser.
 */
export function serverRenderedHtml(key: string, doc: Document | undefined = globalThis.document): string | null {
  if (!doc || servedAt === null || location.href !== servedAt) return null;
  return doc.querySelector(`[data-rich-text="${key}"]`)?.innerHTML ?? null;
}

function Clean({ html, level, className, label }: Required<Pick<SanitizedHtmlProps, 'html' | 'level'>> & SanitizedHtmlProps) {
  const key = richTextKey(level, html);
  const safe = serverRenderedHtml(key) ?? use(sanitized(level, html));
  return <div className={className} aria-label={label} data-rich-text={key} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/**
 * Rich text from the API, always through one of the shared sanitisers: the server renders the clean
 * HTML into the page (and the first page hydrates on it, see serverRenderedHtml); in the browser the
 * sanitiser is lazy-loaded on first use. Nothing unsanitised ever reaches the DOM.
 */
export function SanitizedHtml({ html, level = 'course', fallback = null, ...rest }: SanitizedHtmlProps) {
  if (!html.trim()) return null;
  return (
    <Suspense fallback={fallback}>
      <Clean html={html} level={level} {...rest} />
    </Suspense>
  );
}
