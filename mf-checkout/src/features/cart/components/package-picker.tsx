import { Select } from '@edu/ui';
import type { LineItemView } from '../../../components/ui/line-item-view';

/** How this line is bought: the whole course or one of its packages; the server re-prices the cart on change. */
export function PackagePicker({ item, busy, onChange }: { item: LineItemView; busy: boolean; onChange: (podId: number | null) => void }) {
  if (item.packages.length === 0) return null;
  return (
    <Select
      className="co-package"
      label={`Gói học của ${item.name}`}
      value={item.podId === null ? '' : String(item.podId)}
      options={item.packages.map((p) => ({ value: p.podId === null ? '' : String(p.podId), label: `${p.label} — ${p.price}` }))}
      disabled={busy}
      onChange={(value) => onChange(value === '' ? null : Number(value))}
    />
  );
}
