import { Link } from '@edu/shared/router';
import '../../../components/ui/ui.css';
import { usePostCategories } from '../api/get-post-categories';
import { newsCategoryHref } from '../post-vm';

/** Links to the news categories (top level, or the children of `parentId`); the current one is marked. */
export function CategoryNav({
  current,
  parentId = null,
  label = 'Chuyên mục tin tức',
}: {
  current?: string;
  parentId?: number | null;
  label?: string;
}) {
  const { data } = usePostCategories();
  const items = (data ?? []).filter((c) => c.parentId === parentId);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="ct-chips">
        {parentId === null && (
          <li>
            <Link className="ct-chip" to="/tin-tuc" aria-current={current === undefined ? 'page' : undefined}>
              Tất cả
            </Link>
          </li>
        )}
        {items.map((c) => (
          <li key={c.id}>
            <Link className="ct-chip" to={newsCategoryHref(c.slug)} aria-current={c.slug === current ? 'page' : undefined}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
