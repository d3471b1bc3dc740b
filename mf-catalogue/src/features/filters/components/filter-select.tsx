import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  /** Label of the '' option (no filter). */
  anyLabel: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function FilterSelect({ label, value, anyLabel, options, onChange, disabled }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="field cat-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
