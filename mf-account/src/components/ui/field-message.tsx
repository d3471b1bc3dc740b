import type { ReactNode } from 'react';

/** The hint (always shown) and the error (when there is one) under a field. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="acc-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error acc-field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
