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

function Clean({ html, level, className, label }: Required<Pick<SanitizedHtmlProps, 'html' | 'level'>> & SanitizedHtmlProps) {
  const safe = use(sanitized(level, html));
  return <div className={className} aria-label={label} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/**
 * Rich text from the API, always through one of the shared sanitisers, on both sides: the server
 * renders the clean HTML into the page; the browser keeps it while the sanitiser (lazy-loaded on
 * first use) produces the same string. Nothing unsanitised ever reaches the DOM.
 */
export function SanitizedHtml({ html, level = 'course', fallback = null, ...rest }: SanitizedHtmlProps) {
  if (!html.trim()) return null;
  return (
    <Suspense fallback={fallback}>
      <Clean html={html} level={level} {...rest} />
    </Suspense>
  );
}
