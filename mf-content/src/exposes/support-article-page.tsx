import '../components/ui/ui.css';
import { useParams } from '@edu/shared/router';
import { Breadcrumb } from '@edu/ui';
import { ErrorState } from '@edu/ui';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { RichText } from '@edu/ui';
import { useSupportArticle } from '../features/support/api/get-article';
import { useSupportArticles } from '../features/support/api/get-articles';
import { ArticleList } from '../features/support/components/article-list';
import { ContactCta } from '../features/support/components/contact-cta';
import { HelpfulVote } from '../features/support/components/helpful-vote';
import { SupportSearchForm } from '../features/support/components/support-search-form';
import { supportCategoryHref, SUPPORT_HOME } from '../features/support/support-url';
import { isNotFound, NotFoundView } from '@edu/shared/core';
import { isApiSlug } from '../lib/slug-query';
import { usePageMeta } from '@edu/shared/core';
import '../features/support/components/support.css';

function SameCategory({ category, excludeId }: { category: string; excludeId: number }) {
  const { data } = useSupportArticles({ page: 1, page_size: 6, category }, category !== '');
  const items = (data?.items ?? []).filter((a) => a.id !== excludeId).slice(0, 5);
  if (items.length === 0) return null;
  return (
    <aside className="card ct-side" aria-labelledby="ct-support-more">
      <h2 id="ct-support-more">Cùng chủ đề</h2>
      <ArticleList items={items} />
    </aside>
  );
}

/** /ho-tro-khach-hang/{slug}: the article (sanitised), 'Bài viết này có hữu ích?', same-category articles. */
export default function SupportArticlePage() {
  const slug = useParams().slug ?? '';
  const { data, error, status, refetch } = useSupportArticle(slug);
  const notFound = !isApiSlug(slug) || isNotFound(error);
  usePageMeta(
    data ? { title: data.title, description: `${data.title} – Hỗ trợ khách hàng`, keywords: `${data.category}, hỗ trợ, ${data.title}` } : null,
  );

  if (notFound) return <NotFoundView />;
  if (status === 'error')
    return (
      <div className="container">
        <ErrorState message="Không tải được bài viết hỗ trợ." onRetry={refetch} />
      </div>
    );
  if (!data)
    return (
      <div className="container">
        <PageSkeleton />
      </div>
    );
  return (
    <div className="container ct-page">
      <Breadcrumb
        items={[
          { label: 'Trang chủ', href: '/' },
          { label: 'Hỗ trợ khách hàng', href: SUPPORT_HOME },
          ...(data.category ? [{ label: data.category, href: supportCategoryHref(data.category) }] : []),
          { label: data.title },
        ]}
      />
      <SupportSearchForm />
      <div className="ct-layout" style={{ marginTop: 16 }}>
        <article className="card ct-support-article" aria-labelledby="ct-support-title">
          <h1 id="ct-support-title" className="ct-title">
            {data.title}
          </h1>
          <RichText html={data.html} />
          <HelpfulVote key={data.id} article={data} />
        </article>
        <SameCategory category={data.category} excludeId={data.id} />
      </div>
      <ContactCta />
    </div>
  );
}
