import { useCallback, useEffect, useState } from 'react';
import { getBus } from '@edu/shared';
import { FreeCourseModal, type FreeCourseModalProps } from './free-course-modal';
import { AgeModal } from './age-modal';

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

  if (open?.modal === 'free-course') return <FreeCourseModal {...(open.props as FreeCourseModalProps)} onClose={close} />;
  if (open?.modal === 'age') return <AgeModal onClose={close} />;
  return null;
}
