import type { ReactNode } from 'react';
import './contact.css';

interface ContactFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Renders the control with the ids and aria attributes it must carry. */
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }) => ReactNode;
}

/** A labelled control with its hint and error, wired for screen readers. */
export function ContactField({ id, label, required = false, error, hint, children }: ContactFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="ct-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described, 'aria-required': required || undefined })}
      {hint && (
        <span id={`${id}-hint`} className="ct-form-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
