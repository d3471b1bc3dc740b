import { SanitizedHtml } from '@edu/shared';
import './ui.css';

/** Course HTML, always through the shared course sanitiser; nothing unsanitised reaches the DOM. */
export function RichText({ html, label }: { html: string; label?: string }) {
  return <SanitizedHtml html={html} className="ln-richtext" label={label} fallback={<div className="skeleton ln-richtext-skel" aria-busy="true" />} />;
}
