import type { PackageOption } from '@edu/shared/core';
import { cartFormId } from './cart-form-id';

interface CoursePackagesProps {
  courseId: number;
  packages: PackageOption[];
  /** The learner may still buy: the packages are a choice. Otherwise they are only listed. */
  choosable: boolean;
  chosen: number | null;
  onChoose: (podId: number | null) => void;
}

/** The whole course or one of its packages, with SPEC §3 labels: 'Gói Tháng — 99.000đ/tháng'. */
export function CoursePackages({ courseId, packages, choosable, chosen, onChoose }: CoursePackagesProps) {
  if (packages.length === 0) return null;
  if (!choosable) {
    return (
      <div className="cat-packages">
        <h2 className="cat-box-title">Gói học</h2>
        <ul>
          {packages
            .filter((p) => p.podId !== null)
            .map((p) => (
              <li key={p.podId}>
                <span>{p.label}</span>
                <strong>{p.price}</strong>
              </li>
            ))}
        </ul>
      </div>
    );
  }
  return (
    <fieldset className="cat-packages">
      <legend className="cat-box-title">Chọn gói học</legend>
      {packages.map((p) => (
        <label key={p.podId ?? 'whole'} className="cat-package">
          {/* a field of the add-to-cart form: a package checked before the app has started is posted too */}
          <input
            type="radio"
            name="pod_id"
            form={cartFormId(courseId)}
            value={p.podId ?? ''}
            checked={chosen === p.podId}
            onChange={() => onChoose(p.podId)}
          />
          <span>{p.label}</span>
          <strong>{p.price}</strong>
        </label>
      ))}
    </fieldset>
  );
}
