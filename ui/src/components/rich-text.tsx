import { SanitizedHtml } from '@edu/shared/core';

export interface RichTextProps {
  html: string;
  /** 'course': common tags, img and allowed iframes; 'strict': br/strong/em/p/div/span only. */
  level?: 'course' | 'strict';
  /** Names the region for screen readers when the text is a section of its own ('Mô tả bài học'). */
  label?: string;
  className?: string;
}

/**
 * Rich text from the API, always through one of shared's sanitisers (rendered on the server; in the
 * browser the sanitiser loads lazily, and the box it will fill is reserved meanwhile).
 */
export function RichText({ html, level = 'course', label, className }: RichTextProps) {
  return (
    <SanitizedHtml
      html={html}
      level={level}
      label={label}
      className={className ? `ui-richtext ${className}` : 'ui-richtext'}
      fallback={<div className="skeleton ui-richtext-skeleton" aria-busy="true" />}
    />
  );
}
