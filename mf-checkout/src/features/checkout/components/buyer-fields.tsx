import { useId } from 'react';
import type { BuyerErrors, BuyerValues } from '../buyer-form';

interface FieldSpec {
  name: keyof BuyerValues;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: 'email' | 'tel';
}

const FIELDS: FieldSpec[] = [
  { name: 'full_name', label: 'Họ và tên', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Số điện thoại', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

interface BuyerFieldsProps {
  values: BuyerValues;
  errors: BuyerErrors;
  disabled: boolean;
  onChange: (field: keyof BuyerValues, value: string) => void;
  onBlur: (field: keyof BuyerValues, value: string) => void;
}

/** Full name, e-mail and phone, each with its message right under it. */
export function BuyerFields({ values, errors, disabled, onChange, onBlur }: BuyerFieldsProps) {
  const id = useId();
  return (
    <fieldset className="co-form card" disabled={disabled}>
      <legend className="visually-hidden">Thông tin người mua</legend>
      <h2>Thông tin người mua</h2>
      {FIELDS.map((f) => {
        const inputId = `${id}-${f.name}`;
        const error = errors[f.name];
        return (
          <div className="field" key={f.name}>
            <label htmlFor={inputId}>{f.label}</label>
            <input
              id={inputId}
              name={f.name}
              className="input"
              type={f.type}
              inputMode={f.inputMode}
              autoComplete={f.autoComplete}
              value={values[f.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => onChange(f.name, e.target.value)}
              onBlur={(e) => onBlur(f.name, e.target.value)}
            />
            {error && (
              <p id={`${inputId}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
