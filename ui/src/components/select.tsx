import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** Label of a first '' option ('Tất cả danh mục'): choosing it means no choice. */
  emptyLabel?: string;
  disabled?: boolean;
  /** Extra class on the wrapper (layout in the remote). */
  className?: string;
}

/** A labelled select that reports the chosen value (filters, a video's quality): not tied to a form. */
export function Select<V extends string>({ label, value, options, onChange, emptyLabel, disabled, className }: SelectProps<V>) {
  const id = useId();
  return (
    <div className={className ? `field ui-field ${className}` : 'field ui-field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input ui-input" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as V)}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
