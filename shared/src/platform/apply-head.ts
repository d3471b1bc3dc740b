import type { HeadTag } from './head';

/**
 * Replaces the page's head tags (those marked data-head, as the server wrote them) with `tags`.
 * Browser only; a no-op elsewhere.
 */
export function applyHeadTags(tags: HeadTag[], doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  for (const el of Array.from(doc.head.querySelectorAll('[data-head]'))) el.remove();
  doc.head.querySelector('title')?.remove();
  for (const { tag, attrs, text } of tags) {
    const el = doc.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute('data-head', '');
    if (text !== undefined) el.textContent = text;
    doc.head.appendChild(el);
  }
  const title = tags.find((t) => t.tag === 'title')?.text;
  if (title !== undefined) doc.title = title;
}
