import { useState, type ReactNode } from 'react';
import { useHydrated } from '@edu/shared/core';
import type { FieldProps } from '@edu/ui';
import { describedBy, FieldMessages } from '@edu/ui';
import './password-field.css';

export interface PasswordFieldProps extends FieldProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  /** Its form also works as HTML: typed before the app, the password is posted, or adopted by the app (useForm). */
  htmlForm?: boolean;
}

/** A password input with a "Hiện / Ẩn" toggle; the toggle's text is not a label, so getByLabel stays unique. */
export function PasswordField({ label, hint, error, id, autoComplete, htmlForm = false, ...rest }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  // read-only until hydrated (unless the form works as HTML), like @edu/ui's fields: text typed into server HTML would be invisible to React's state
  const hydrated = useHydrated();
  return (
    <div className="field acc-field">
      <label htmlFor={id}>{label}</label>
      <div className="acc-password">
        <input
          {...rest}
          id={id}
          type={shown ? 'text' : 'password'}
          className="input acc-input"
          autoComplete={autoComplete}
          readOnly={!hydrated && !htmlForm}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        />
        <button type="button" className="acc-password-toggle" aria-controls={id} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? 'Ẩn' : 'Hiện'}
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
