import type { FieldProps } from '../../lib/use-form';
import { describedBy } from './described-by';
import { FieldMessages } from './field-message';

export interface SelectFieldProps extends FieldProps {
  label: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, options, error, id, ...rest }: SelectFieldProps) {
  return (
    <div className="field acc-field">
      <label htmlFor={id}>{label}</label>
      <select {...rest} id={id} className="input acc-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, false, Boolean(error))}>
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
