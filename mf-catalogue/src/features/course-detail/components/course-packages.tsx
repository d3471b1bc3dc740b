import type { PackageView } from '../../../lib/price-view';

/** Pods / packages with their SPEC §3 labels: 'Gói Tháng — 99.000đ/tháng'. */
export function CoursePackages({ packages }: { packages: PackageView[] }) {
  if (packages.length === 0) return null;
  return (
    <div className="cat-packages">
      <h2 className="cat-box-title">Gói học</h2>
      <ul>
        {packages.map((p) => (
          <li key={p.id}>
            <span>{p.label}</span>
            <strong>{p.price}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
