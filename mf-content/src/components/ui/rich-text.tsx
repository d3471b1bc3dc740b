import { useEffect, useState } from 'react';
import { sanitizeCourseHtml, sanitizeStrictHtml } from '@edu/shared';
import './ui.css';

interface RichTextProps {
  html: string;
  /** 'course': common tags, img and allowed iframes; 'strict': br/strong/em/p/div/span only. */
  level?: 'course' | 'strict';
  className?: string;
}

/**
 * Rich text from the API, always through one of the shared sanitisers (lazy-loaded on first use).
 * Nothing unsanitised ever reaches the DOM; while sanitising, a skeleton holds the place.
 */
export function RichText({ html, level = 'course', className = 'ct-richtext' }: RichTextProps) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    const sanitize = level === 'strict' ? sanitizeStrictHtml : sanitizeCourseHtml;
    sanitize(html).then(
      (safe) => live && setClean({ source: html, html: safe }),
      () => live && setClean({ source: html, html: '' }),
    );
    return () => {
      live = false;
    };
  }, [html, level]);

  if (!html.trim()) return null;
  if (clean === null || clean.source !== html) return <div className="skeleton ct-skel-block" aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
