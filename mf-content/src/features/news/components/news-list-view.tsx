import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@edu/shared/router';
import { Breadcrumb, type Crumb } from '@edu/ui';
import { useScrollTopOnPage } from '@edu/shared/core';
import { newsHref, parseNewsFilters, toPostQuery } from '../news-url';
import { NewsToolbar } from './news-toolbar';
import { PostResults } from './post-results';
import { SortTabs } from './sort-tabs';
import '../../../components/ui/ui.css';

interface NewsListViewProps {
  base: string;
  title: string;
  crumbs: Crumb[];
  fixed?: { category?: string; tag?: string };
  /** Between the title and the toolbar: banners, category nav. */
  intro?: ReactNode;
  withFilters?: boolean;
}

/** The list part every news page shares: search, sort, results and pagination, all in the URL. */
export function NewsListView({ base, title, crumbs, fixed = {}, intro, withFilters = false }: NewsListViewProps) {
  const [params] = useSearchParams();
  const filters = parseNewsFilters(params);
  useScrollTopOnPage(filters.page);
  const filtered = Boolean(filters.q || (withFilters && (filters.category || filters.tag)));
  return (
    <div className="container ct-page">
      <Breadcrumb items={crumbs} />
      <h1 className="ct-title">{title}</h1>
      {intro}
      <NewsToolbar key={filters.q} base={base} filters={filters} withFilters={withFilters} />
      <SortTabs current={filters.sort} hrefFor={(sort) => newsHref(base, filters, { sort })} />
      {filters.q && <p className="ct-muted">{`Kết quả cho “${filters.q}”`}</p>}
      <PostResults
        query={toPostQuery(filters, fixed)}
        hrefFor={(page) => newsHref(base, filters, { page })}
        label={`Bài viết: ${title}`}
        emptyHint={
          filtered
            ? 'Không có bài viết nào khớp. Hãy thử từ khóa khác hoặc bỏ bớt bộ lọc.'
            : 'Mục này chưa có bài viết nào. Hãy xem các tin tức khác.'
        }
        emptyActions={
          <Link className="btn btn-primary" to={filtered ? base : '/tin-tuc'}>
            {filtered ? 'Xóa bộ lọc' : 'Xem tất cả tin tức'}
          </Link>
        }
      />
    </div>
  );
}
