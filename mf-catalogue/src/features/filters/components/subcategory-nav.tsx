import type { Category } from '@edu/shared/core';
import { SmartLink } from '@edu/ui';
import './taxonomy.css';

export function SubcategoryNav({ category }: { category: Category }) {
  const childs = category.childs ?? [];
  if (childs.length === 0) return null;
  return (
    <nav className="cat-catnav" aria-label={`Danh mục con của ${category.name}`}>
      <ul>
        {childs.map((c) => (
          <li key={c.id}>
            <SmartLink to={`/danh-muc/${encodeURIComponent(c.slug)}`}>{c.name}</SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
