import { useEffect, useState } from 'react';
import { sanitizeCourseHtml } from '@edu/shared';
import './ui.css';

/** Course HTML, always through sanitizeCourseHtml (lazy-loaded); nothing unsanitised reaches the DOM. */
export function RichText({ html, label }: { html: string; label?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setClean(null);
    sanitizeCourseHtml(html).then(
      (safe) => live && setClean(safe),
      () => live && setClean(''),
    );
    return () => {
      live = false;
    };
  }, [html]);

  if (!html.trim()) return null;
  if (clean === null) return <div className="skeleton ln-richtext-skel" aria-busy="true" />;
  return <div className="ln-richtext" aria-label={label} dangerouslySetInnerHTML={{ __html: clean }} />;
}
