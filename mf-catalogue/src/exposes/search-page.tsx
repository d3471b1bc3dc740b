import '../components/ui/ui.css';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from '@edu/shared/router';
import type { SortOrder } from '@edu/shared/core';
import { Breadcrumb } from '@edu/ui';
import { SmartLink } from '@edu/ui';
import { CourseResults } from '../features/courses/components/course-results';
import { PostHits } from '../features/search/components/post-hits';
import { SearchForm } from '../features/search/components/search-form';
import { SortTabs } from '../features/search/components/sort-tabs';
import { courseSearchQuery, parseSearchParams, plainQuery, searchHref } from '../features/search/search-url';
import { slugToQuery, usePageMeta, useScrollTopOnPage } from '@edu/shared/core';

/**
 * /tim-kiem/{slug}: courses matching the keywords (paginated) and related posts, in SPEC's four orders.
 * /tim-kiem?q=… (a search form sent before the app started) shows the same, then takes the slug's URL.
 */
export default function SearchPage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const query = slug === undefined ? plainQuery(params.get('q')) : slugToQuery(slug);
  const { sort, page } = parseSearchParams(params);
  const navigate = useNavigate();
  const canonical = slug === undefined ? searchHref(query, { sort, page }) : null;
  useEffect(() => {
    if (canonical) navigate(canonical, { replace: true });
  }, [canonical, navigate]);
  const title = query ? `Kết quả tìm kiếm “${query}”` : 'Tìm kiếm';
  usePageMeta({ title: query ? `Tìm kiếm: ${query}` : 'Tìm kiếm', description: `Khóa học và bài viết về ${query}.`, keywords: query });
  useScrollTopOnPage(page);
  const hrefFor = (next: Partial<{ sort: SortOrder; page: number }>) => searchHref(query, { sort, page, ...next }) ?? '/khoa-hoc';

  return (
    <div className="container">
      <Breadcrumb items={[{ label: 'Trang chủ', href: '/' }, { label: 'Tìm kiếm' }]} />
      <h1 className="cat-page-title">{title}</h1>
      <SearchForm key={query} initialQuery={query} />
      {query && (
        <>
          <SortTabs current={sort} hrefFor={(s) => hrefFor({ sort: s, page: 1 })} />
          <CourseResults
            query={courseSearchQuery(query, { sort, page })}
            hrefFor={(p) => hrefFor({ page: p })}
            label="Kết quả tìm kiếm"
            emptyHint="Không có khóa học nào khớp với từ khóa. Hãy kiểm tra chính tả, dùng từ khóa ngắn hơn hoặc xem tất cả khóa học."
            emptyActions={
              <SmartLink className="btn btn-primary" to="/khoa-hoc">
                Xem tất cả khóa học
              </SmartLink>
            }
          />
          <PostHits query={query} sort={sort} />
        </>
      )}
    </div>
  );
}
