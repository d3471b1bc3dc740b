import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldProps } from '../../lib/use-form';
import { describedBy } from './described-by';
import { FieldMessages } from './field-message';

type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'autoFocus' | 'disabled' | 'readOnly' | 'enterKeyHint'
>;

export interface TextFieldProps extends FieldProps, InputExtras {
  label: string;
  hint?: ReactNode;
  /** Rewrites what is typed (digits only, a dd/MM/yyyy mask…). */
  format?: (raw: string) => string;
  /** Extra content after the input inside the field (a button, a suggestion). */
  after?: ReactNode;
}

export function TextField({ label, hint, error, format, after, id, onChange, type = 'text', ...rest }: TextFieldProps) {
  return (
    <div className="field acc-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...rest}
        id={id}
        type={type}
        className="input acc-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        onChange={(e) => {
          if (format) e.target.value = format(e.target.value);
          onChange(e);
        }}
      />
      {after}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
