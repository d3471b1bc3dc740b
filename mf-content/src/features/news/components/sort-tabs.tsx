import { Link } from '@edu/shared/router';
import { SORT_ORDERS } from '@edu/shared/core';
import type { SortOrder } from '@edu/shared/core';
import { NEWS_SORTS } from '../news-url';
import './news.css';

/** SPEC §3's four orders as links (the order lives in the URL): Liên quan, Tiêu đề, Nội dung, Ngày đăng. */
export function SortTabs({ current, hrefFor }: { current: SortOrder; hrefFor: (sort: SortOrder) => string }) {
  return (
    <nav className="ct-sort-tabs" aria-label="Sắp xếp bài viết">
      <span className="ct-muted">Sắp xếp theo:</span>
      {NEWS_SORTS.map((sort) => (
        <Link key={sort} to={hrefFor(sort)} className="ct-sort-tab" aria-current={sort === current ? 'true' : undefined}>
          {SORT_ORDERS[sort]}
        </Link>
      ))}
    </nav>
  );
}
