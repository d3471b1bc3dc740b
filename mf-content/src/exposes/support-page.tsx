import '../components/ui/ui.css';
import { Link, useSearchParams } from '@edu/shared/router';
import { Breadcrumb } from '@edu/ui';
import { EmptyState } from '@edu/ui';
import { ErrorState } from '@edu/ui';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useSupportArticles } from '../features/support/api/get-articles';
import { ArticleList } from '../features/support/components/article-list';
import { ContactCta } from '../features/support/components/contact-cta';
import { SupportSearchForm } from '../features/support/components/support-search-form';
import { groupByCategory, parseSupportCategory, supportCategoryHref, SUPPORT_HOME } from '../features/support/support-url';
import { usePageMeta } from '@edu/shared/core';
import '../features/support/components/support.css';

const ALL = { page: 1, page_size: 50 };

/** /ho-tro-khach-hang: search, the categories (?category= filters), their articles, and the contact way out. */
export default function SupportPage() {
  const [params] = useSearchParams();
  const category = parseSupportCategory(params.get('category'));
  const { data, status, refetch } = useSupportArticles(ALL);
  usePageMeta({
    title: category ? `${category} – Hỗ trợ khách hàng` : 'Hỗ trợ khách hàng',
    description: 'Câu hỏi thường gặp về tài khoản, thanh toán, kích hoạt khóa học và học tập.',
    keywords: 'hỗ trợ khách hàng, câu hỏi thường gặp, kích hoạt khóa học, thanh toán',
  });
  const groups = groupByCategory(data?.items ?? []);
  const shown = category ? groups.filter((g) => g.category === category) : groups;

  return (
    <div className="container ct-page">
      <Breadcrumb
        items={[
          { label: 'Trang chủ', href: '/' },
          { label: 'Hỗ trợ khách hàng', href: category ? SUPPORT_HOME : undefined },
          ...(category ? [{ label: category }] : []),
        ]}
      />
      <div className="ct-support-hero">
        <h1 className="ct-title">Hỗ trợ khách hàng</h1>
        <p className="ct-muted">Tìm câu trả lời nhanh cho các thắc mắc thường gặp.</p>
        <SupportSearchForm />
      </div>
      {status === 'error' && <ErrorState message="Không tải được các bài viết hỗ trợ." onRetry={refetch} />}
      {status === 'loading' && <PageSkeleton />}
      {data && (
        <>
          <nav aria-label="Danh mục hỗ trợ">
            <ul className="ct-chips">
              <li>
                <Link className="ct-chip" to={SUPPORT_HOME} aria-current={category ? undefined : 'page'}>
                  Tất cả
                </Link>
              </li>
              {groups.map((g) => (
                <li key={g.category}>
                  <Link className="ct-chip" to={supportCategoryHref(g.category)} aria-current={g.category === category ? 'page' : undefined}>
                    {g.category}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {shown.length === 0 ? (
            <EmptyState title="Danh mục này chưa có bài viết" hint="Hãy xem tất cả danh mục hoặc tìm theo từ khóa.">
              <Link className="btn btn-primary" to={SUPPORT_HOME}>
                Xem tất cả
              </Link>
            </EmptyState>
          ) : (
            <div className="ct-support-groups">
              {shown.map((g, i) => (
                <section key={g.category} className="card ct-support-group" aria-labelledby={`ct-support-g-${i}`}>
                  <h2 id={`ct-support-g-${i}`}>{g.category}</h2>
                  <ArticleList items={g.items} />
                </section>
              ))}
            </div>
          )}
        </>
      )}
      <ContactCta />
    </div>
  );
}
