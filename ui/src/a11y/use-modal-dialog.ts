import { useEffect, useRef, type RefObject } from 'react';
import { lockScroll, releaseScroll } from './scroll-lock';
import { focusableIn, keepTabInside } from './focus-trap';

interface ModalDialogOptions {
  /** Where focus goes on open: the dialog itself, or its first control. */
  initialFocus?: 'dialog' | 'first-control';
  /** Give focus back to what had it before the dialog opened, when the dialog closes. */
  restoreFocus?: boolean;
  /** When page scroll comes back after closing (SPEC §9: 300 ms for modals, after their animation). */
  scrollReleaseMs?: number;
}

/**
 * What every modal dialog and drawer does while open: page scroll locked, focus moved in, Tab kept
 * inside, Escape closes. `onClose` may change on every render; the dialog is set up once.
 */
export function useModalDialog(ref: RefObject<HTMLElement | null>, onClose: () => void, options: ModalDialogOptions = {}): void {
  const { initialFocus = 'dialog', restoreFocus = true, scrollReleaseMs } = options;
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    lockScroll();
    const previous = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    const target = initialFocus === 'first-control' && dialog ? focusableIn(dialog)[0] : dialog;
    target?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      else if (ref.current) keepTabInside(ref.current, e);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      releaseScroll(document, scrollReleaseMs);
      if (restoreFocus) previous?.focus?.();
    };
  }, [ref, initialFocus, restoreFocus, scrollReleaseMs]);
}
