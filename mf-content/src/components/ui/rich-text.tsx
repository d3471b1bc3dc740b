import { SanitizedHtml } from '@edu/shared';
import './ui.css';

interface RichTextProps {
  html: string;
  /** 'course': common tags, img and allowed iframes; 'strict': br/strong/em/p/div/span only. */
  level?: 'course' | 'strict';
  className?: string;
}

/** Rich text from the API, always through one of the shared sanitisers (server-rendered; lazy in the browser). */
export function RichText({ html, level = 'course', className = 'ct-richtext' }: RichTextProps) {
  return <SanitizedHtml html={html} level={level} className={className} fallback={<div className="skeleton ct-skel-block" aria-busy="true" />} />;
}
