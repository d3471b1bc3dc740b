import { SanitizedHtml } from '@edu/shared/core';

/**
 * The rich description, always through the shared course sanitiser: rendered on the server, and in
 * the browser the sanitiser loads only on pages that show rich text. Nothing unsanitised reaches the DOM.
 */
export function CourseDescription({ html }: { html: string }) {
  if (!html.trim()) return null;
  return (
    <section className="cat-detail-section" aria-labelledby="cat-desc-title">
      <h2 id="cat-desc-title">Mô tả khóa học</h2>
      <SanitizedHtml html={html} className="cat-richtext" fallback={<div className="skeleton cat-desc-skel" aria-busy="true" />} />
    </section>
  );
}
