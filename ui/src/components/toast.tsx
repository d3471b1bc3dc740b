import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** One toast as learners see it; the shell's host decides when it comes and goes (SPEC §2). */
export function ToastView({ kind, children }: { kind: ToastKind; children: string }) {
  return (
    <div className="ui-toast" data-kind={kind}>
      {children}
    </div>
  );
}

/** Where toasts stack: one polite live region, so each is read once as it appears. */
export function ToastRegion({ children }: { children: ReactNode }) {
  return (
    <div className="ui-toasts" role="status" aria-live="polite">
      {children}
    </div>
  );
}
