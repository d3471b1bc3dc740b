import type { ReactNode } from 'react';

/**
 * Full-width primary button that shows it is working and cannot be pressed twice. Its name stays
 * the same while busy (a spinner is added), so assistive tech and tests find it by one name.
 */
export function SubmitButton({ pending, children, disabled }: { pending: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" className="btn btn-primary acc-submit" disabled={pending || disabled} aria-busy={pending || undefined}>
      {children}
      {pending ? <span className="acc-spinner" aria-hidden="true" /> : null}
    </button>
  );
}
