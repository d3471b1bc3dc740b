import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '@edu/shared/core';

/** What a form hands each field (mf-account's useForm gives exactly this). */
export interface FieldProps {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

/** ids for a field's hint and error, joined for aria-describedby (undefined when there is neither). */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}-hint` : '', hasError ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The hint (always shown) and the error (when there is one) under a field, with the ids describedBy names. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="ui-field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error ui-field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

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
  className?: string;
  /** Its form also works as HTML: typed before the app, the text is posted, or adopted by the app (useForm). */
  htmlForm?: boolean;
}

/** A labelled input whose hint and error are read with it (aria-describedby) and marked invalid on error. */
export function TextField({
  label,
  hint,
  error,
  format,
  after,
  id,
  onChange,
  type = 'text',
  className,
  readOnly,
  htmlForm = false,
  ...rest
}: TextFieldProps) {
  // read-only until hydrated (unless the form works as HTML): text typed into server HTML would be invisible to React's state
  const hydrated = useHydrated();
  return (
    <div className={className ? `field ui-field ${className}` : 'field ui-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        {...rest}
        id={id}
        type={type}
        readOnly={readOnly || (!hydrated && !htmlForm)}
        className="input ui-input"
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

export interface SelectFieldProps extends FieldProps {
  label: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, options, error, id, ...rest }: SelectFieldProps) {
  return (
    <div className="field ui-field">
      <label htmlFor={id}>{label}</label>
      <select
        {...rest}
        id={id}
        className="input ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<FieldProps, 'value'> {
  checked: boolean;
  children: ReactNode;
}

export function CheckboxField({ id, name, checked, error, onChange, onBlur, children }: CheckboxFieldProps) {
  return (
    <div className="field ui-field ui-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
      />
      <label htmlFor={id}>{children}</label>
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/** Keeps digits only (a pasted '123 456' or '123-456' works), at most `length`. */
export const otpDigits = (raw: string, length = 6): string => raw.replace(/\D/g, '').slice(0, length);

/**
 * One input for the code (not six boxes): paste, autofill from SMS (`one-time-code`) and screen readers
 * all work on a single field. Non-digits are dropped as they are typed.
 */
export function OtpField({
  length = 6,
  label,
  hint,
  ...props
}: FieldProps & { length?: number; label?: string; hint?: string; autoFocus?: boolean; htmlForm?: boolean }) {
  return (
    <TextField
      {...props}
      label={label ?? 'Mã OTP'}
      hint={hint ?? `Nhập ${length} chữ số chúng tôi vừa gửi cho bạn`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length + 2}
      placeholder="••••••"
      format={(raw) => otpDigits(raw, length)}
    />
  );
}
