import '../components/ui/ui.css';
import { Link, useParams, useSearchParams } from '@edu/shared/router';
import { Breadcrumb } from '@edu/ui';
import { EmptyState } from '@edu/ui';
import { ErrorState } from '@edu/ui';
import { Pagination } from '@edu/ui';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useSupportArticles } from '../features/support/api/get-articles';
import { ArticleList } from '../features/support/components/article-list';
import { ContactCta } from '../features/support/components/contact-cta';
import { SupportSearchForm } from '../features/support/components/support-search-form';
import { supportSearchHref, SUPPORT_HOME } from '../features/support/support-url';
import { parsePage } from '../lib/slug-query';
import { slugToQuery, usePageMeta, useScrollTopOnPage } from '@edu/shared/core';
import '../features/support/components/support.css';

/** /ho-tro-khach-hang/tim-kiem/{slug}: matching support articles (best first), paginated in the URL. */
export default function SupportSearchPage() {
  const query = slugToQuery(useParams().slug);
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { data, status, refetch } = useSupportArticles({ page, q: query }, query !== '');
  usePageMeta({
    title: query ? `Tìm kiếm hỗ trợ: ${query}` : 'Tìm kiếm hỗ trợ',
    description: `Bài viết hỗ trợ về ${query || 'các thắc mắc thường gặp'}.`,
    keywords: `${query}, hỗ trợ khách hàng`,
  });
  useScrollTopOnPage(page);

  return (
    <div className="container ct-page">
      <Breadcrumb items={[{ label: 'Trang chủ', href: '/' }, { label: 'Hỗ trợ khách hàng', href: SUPPORT_HOME }, { label: 'Tìm kiếm' }]} />
      <h1 className="ct-title">{query ? `Kết quả tìm kiếm “${query}”` : 'Tìm kiếm hỗ trợ'}</h1>
      <SupportSearchForm key={query} initialQuery={query} />
      <div style={{ marginTop: 16 }}>
        {status === 'error' && <ErrorState onRetry={refetch} />}
        {query && status === 'loading' && <PageSkeleton />}
        {data && data.items.length === 0 && (
          <EmptyState title="Không tìm thấy bài viết phù hợp" hint="Hãy thử từ khóa ngắn hơn, kiểm tra chính tả, hoặc gửi câu hỏi cho chúng tôi.">
            <Link className="btn btn-primary" to="/lien-he">
              Gửi yêu cầu hỗ trợ
            </Link>
            <Link className="btn btn-outline" to={SUPPORT_HOME}>
              Xem tất cả chủ đề
            </Link>
          </EmptyState>
        )}
        {data && data.items.length > 0 && (
          <section className="card ct-support-group" aria-label="Kết quả tìm kiếm">
            <p className="ct-muted" role="status">{`Tìm thấy ${data.total} bài viết`}</p>
            <ArticleList items={data.items} />
            <Pagination page={page} totalPages={data.totalPages} hrefFor={(p) => supportSearchHref(query, p) ?? SUPPORT_HOME} />
          </section>
        )}
      </div>
      <ContactCta />
    </div>
  );
}
