import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { ENDPOINTS, getBus, type AgeModalProps } from '@edu/shared/core';
import type { FreeCourseModalProps } from './free-course-modal';

// Each modal is its own chunk, loaded when it opens: no page load carries them.
let freeCourseModal: ComponentType<FreeCourseModalProps & { onClose: () => void }> | null = null;
const loadFreeCourseModal = () =>
  import(/* webpackChunkName: "modal-free-course" */ './free-course-modal').then((m) => {
    freeCourseModal = m.FreeCourseModal;
    return { default: m.FreeCourseModal };
  });
const LazyFreeCourseModal = lazy(loadFreeCourseModal);

const FREE_COURSE_FORM = `form[action="${ENDPOINTS.enrolFreeForm}"]`;

/**
 * A page with a free course's "Đăng ký học miễn phí" loads that modal's code (a few KB) as the app starts, before
 * hydration (./startup/prefetch-remotes.ts): on a phone a tap the moment the button is usable would otherwise wait
 * for its chunk and then React's 300 ms before content replaces a fallback (issue 31: feedback ≤ 200 ms).
 */
export function preloadFreeCourseModal(): void {
  if (document.querySelector(FREE_COURSE_FORM)) void loadFreeCourseModal();
}

/** Such a button pointed at, touched or focused later (a page reached inside the app) does the same. */
function loadAheadOfPointer(): () => void {
  const ahead = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(FREE_COURSE_FORM)) void loadFreeCourseModal();
  };
  const types = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of types) document.addEventListener(type, ahead, { capture: true, passive: true });
  return () => types.forEach((type) => document.removeEventListener(type, ahead, { capture: true }));
}

const AgeModal = lazy(() => import(/* webpackChunkName: "modal-age" */ './age-modal').then((m) => ({ default: m.AgeModal })));

interface OpenModal {
  modal: string;
  props?: unknown;
}

/** One modal at a time, opened and closed through the bus by the shell or any remote. */
export function ModalHost() {
  const [open, setOpen] = useState<OpenModal | null>(null);
  const close = useCallback(() => setOpen(null), []);

  useEffect(loadAheadOfPointer, []);

  useEffect(() => {
    const bus = getBus();
    const offOpen = bus.on('modal:open', (e) => setOpen({ modal: e.modal, props: e.props }));
    const offClose = bus.on('modal:close', (e) => setOpen((cur) => (!e.modal || cur?.modal === e.modal ? null : cur)));
    return () => {
      offOpen();
      offClose();
    };
  }, []);

  if (open?.modal === 'free-course') {
    // loaded ahead (preloadFreeCourseModal): drawn in the tap's own frame — a lazy component would first suspend, and React shows
    // content that replaces a fallback no sooner than 300 ms after it
    const FreeCourseModal = freeCourseModal ?? LazyFreeCourseModal;
    return (
      <Suspense fallback={null}>
        <FreeCourseModal {...(open.props as FreeCourseModalProps)} onClose={close} />
      </Suspense>
    );
  }
  if (open?.modal === 'age')
    return (
      <Suspense fallback={null}>
        <AgeModal {...(open.props as AgeModalProps | undefined)} onClose={close} />
      </Suspense>
    );
  return null;
}
