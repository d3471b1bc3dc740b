import type { FieldProps } from '@edu/shared/form';
import type { BuyerValues } from '../buyer-form';

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
  /** What the form hands each field (shared's useForm). */
  field: (name: keyof BuyerValues) => FieldProps;
  disabled: boolean;
}

/** Full name, e-mail and phone, each with its message right under it. */
export function BuyerFields({ field, disabled }: BuyerFieldsProps) {
  return (
    <fieldset className="co-form card" disabled={disabled}>
      <legend className="visually-hidden">Thông tin người mua</legend>
      <h2>Thông tin người mua</h2>
      {FIELDS.map((f) => {
        const { error, ...input } = field(f.name);
        const inputId = input.id;
        return (
          <div className="field" key={f.name}>
            <label htmlFor={inputId}>{f.label}</label>
            <input
              {...input}
              className="input"
              type={f.type}
              inputMode={f.inputMode}
              autoComplete={f.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
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
