import { MODAL_SCROLL_RELEASE_MS } from '@edu/shared/core';

let releaseTimer: ReturnType<typeof setTimeout> | undefined;

/** Locks page scroll, padding the body by the scrollbar's width so the page does not shift. */
export function lockScroll(doc: Document = document): void {
  clearTimeout(releaseTimer);
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
  doc.body.style.overflow = 'hidden';
  doc.body.style.paddingRight = scrollbar > 0 ? `${scrollbar}px` : '';
}

/** Released 300 ms after the modal closes (SPEC §9), after its closing animation. */
export function releaseScroll(doc: Document = document, delayMs = MODAL_SCROLL_RELEASE_MS): void {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => {
    doc.body.style.overflow = '';
    doc.body.style.paddingRight = '';
  }, delayMs);
}
