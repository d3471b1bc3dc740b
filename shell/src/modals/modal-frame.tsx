import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../a11y/use-modal-dialog';

interface ModalFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  showClose?: boolean;
}

/**
 * Dialog chrome: backdrop click and Escape close it, a click inside does not; scroll locked while open.
 * Focus moves into the dialog, Tab stays inside it, and closing returns focus to what opened it.
 */
export function ModalFrame({ title, onClose, children, showClose = true }: ModalFrameProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useModalDialog(dialogRef, onClose);

  return (
    <div className="sh-backdrop" data-testid="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className="sh-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {showClose && (
          <button type="button" className="sh-dialog-close" aria-label="Đóng" onClick={onClose}>
            ×
          </button>
        )}
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
