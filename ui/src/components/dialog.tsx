import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../a11y/use-modal-dialog';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content ('Lưu', 'Hủy'). */
  actions?: ReactNode;
  /** The × button; off for a dialog whose own buttons are the only ways out. */
  showClose?: boolean;
  /** Render into document.body (a remote's dialog, above the shell's layout). */
  portal?: boolean;
}

/**
 * A modal dialog: the backdrop and Escape close it, a click inside does not (SPEC §2); page scroll is
 * locked; focus moves in, Tab stays inside, and closing returns focus to what opened it.
 */
export function Dialog({ title, onClose, children, actions, showClose = true, portal = false }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalDialog(dialogRef, onClose);
  const dialog = (
    <div className="ui-backdrop" data-testid="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className="ui-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        {showClose && (
          <button type="button" className="ui-dialog-close" aria-label="Đóng" onClick={onClose}>
            ×
          </button>
        )}
        <h2 id={titleId}>{title}</h2>
        {children}
        {actions ? <div className="ui-dialog-actions">{actions}</div> : null}
      </div>
    </div>
  );
  return portal ? createPortal(dialog, document.body) : dialog;
}

export interface DrawerProps {
  /** The drawer's accessible name ('Menu'). */
  label: string;
  onClose: () => void;
  children: ReactNode;
  id?: string;
  side?: 'left' | 'right';
}

/**
 * A side panel that behaves as a dialog: its first control takes focus, Tab stays inside, Escape and
 * the backdrop close it. Scroll comes back at once (a drawer has no closing animation to wait for).
 */
export function Drawer({ label, onClose, children, id, side = 'left' }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useModalDialog(panel, onClose, { initialFocus: 'first-control', restoreFocus: false, scrollReleaseMs: 0 });
  return (
    <div className="ui-drawer-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div id={id} ref={panel} className={`ui-drawer ui-drawer--${side}`} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
