import type { ReactNode } from 'react';
import type { FieldProps } from '../../lib/use-form';
import { describedBy } from './described-by';
import { FieldMessages } from './field-message';

export interface CheckboxFieldProps extends Omit<FieldProps, 'value'> {
  checked: boolean;
  children: ReactNode;
}

export function CheckboxField({ id, name, checked, error, onChange, onBlur, children }: CheckboxFieldProps) {
  return (
    <div className="field acc-field acc-checkbox">
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
