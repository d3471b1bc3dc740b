import { Select } from '@edu/ui';

import type { SelectOption } from '@edu/ui';

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
  return (
    <Select className="cat-filter" label={label} value={value} emptyLabel={anyLabel} options={options} onChange={onChange} disabled={disabled} />
  );
}
