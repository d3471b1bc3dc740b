import { SmartLink } from '@edu/ui';
import { useCategories } from '../api/get-categories';
import './taxonomy.css';

/** Top-level categories as chips linking /danh-muc/{slug} (home page navigation). */
export function CategoryNav() {
  const { data, status } = useCategories();
  if (status === 'error' || (data && data.length === 0)) return null;
  return (
    <nav className="cat-catnav" aria-label="Danh mục khóa học">
      {data ? (
        <ul>
          {data.map((c) => (
            <li key={c.id}>
              <SmartLink to={`/danh-muc/${encodeURIComponent(c.slug)}`}>{c.name}</SmartLink>
            </li>
          ))}
        </ul>
      ) : (
        <div className="skeleton cat-catnav-skel" />
      )}
    </nav>
  );
}
