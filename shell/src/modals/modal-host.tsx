import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getBus, type AgeModalProps } from '@edu/shared/core';
import type { FreeCourseModalProps } from './free-course-modal';

// Each modal is its own chunk, loaded when it opens: no page load carries them.
const FreeCourseModal = lazy(() =>
  import(/* webpackChunkName: "modal-free-course" */ './free-course-modal').then((m) => ({ default: m.FreeCourseModal })),
);
const AgeModal = lazy(() => import(/* webpackChunkName: "modal-age" */ './age-modal').then((m) => ({ default: m.AgeModal })));

interface OpenModal {
  modal: string;
  props?: unknown;
}

/** One modal at a time, opened and closed through the bus by the shell or any remote. */
export function ModalHost() {
  const [open, setOpen] = useState<OpenModal | null>(null);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    const bus = getBus();
    const offOpen = bus.on('modal:open', (e) => setOpen({ modal: e.modal, props: e.props }));
    const offClose = bus.on('modal:close', (e) => setOpen((cur) => (!e.modal || cur?.modal === e.modal ? null : cur)));
    return () => {
      offOpen();
      offClose();
    };
  }, []);

  if (open?.modal === 'free-course')
    return (
      <Suspense fallback={null}>
        <FreeCourseModal {...(open.props as FreeCourseModalProps)} onClose={close} />
      </Suspense>
    );
  if (open?.modal === 'age')
    return (
      <Suspense fallback={null}>
        <AgeModal {...(open.props as AgeModalProps | undefined)} onClose={close} />
      </Suspense>
    );
  return null;
}
