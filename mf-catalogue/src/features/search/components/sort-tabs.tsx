import { SORT_ORDERS } from '@edu/shared/core';
import type { SortOrder } from '@edu/shared/core';
import { SmartLink } from '@edu/ui';
import { SEARCH_SORTS } from '../search-url';
import './search.css';

/** SPEC §3's four orders as links (the order lives in the URL): Liên quan, Tiêu đề, Nội dung, Ngày đăng. */
export function SortTabs({ current, hrefFor }: { current: SortOrder; hrefFor: (sort: SortOrder) => string }) {
  return (
    <nav className="cat-sort-tabs" aria-label="Sắp xếp kết quả">
      <span className="cat-muted">Sắp xếp theo:</span>
      {SEARCH_SORTS.map((sort) => (
        <SmartLink
          key={sort}
          to={hrefFor(sort)}
          aria-current={sort === current ? 'true' : undefined}
          className={sort === current ? 'cat-sort-tab cat-sort-on' : 'cat-sort-tab'}
        >
          {SORT_ORDERS[sort]}
        </SmartLink>
      ))}
    </nav>
  );
}
