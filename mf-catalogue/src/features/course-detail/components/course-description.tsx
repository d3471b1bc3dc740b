import { useEffect, useState } from 'react';
import { sanitizeCourseHtml } from '@edu/shared';

/**
 * The rich description, always through sanitizeCourseHtml (which lazy-loads the sanitiser, so this
 * page pays for it only here). Nothing unsanitised is ever put into the DOM.
 */
export function CourseDescription({ html }: { html: string }) {
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
  return (
    <section className="cat-detail-section" aria-labelledby="cat-desc-title">
      <h2 id="cat-desc-title">Mô tả khóa học</h2>
      {clean === null ? (
        <div className="skeleton cat-desc-skel" aria-busy="true" />
      ) : (
        <div className="cat-richtext" dangerouslySetInnerHTML={{ __html: clean }} />
      )}
    </section>
  );
}
