import '../components/ui/ui.css';
import { useParams } from '@edu/shared/router';
import { ErrorState } from '@edu/ui';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { usePost } from '../features/news/api/get-post';
import { ArticleView } from '../features/news/components/article-view';
import { isNotFound, NotFoundView } from '@edu/shared/core';
import { isApiSlug } from '../lib/slug-query';
import { usePageHead } from '@edu/shared/core';
import { articleHead } from '../features/news/article-head';

/** /tin-tuc/{slug}: one article; an unknown slug shows the 404 page. */
export default function NewsArticlePage() {
  const slug = useParams().slug ?? '';
  const { data, error, status, refetch } = usePost(slug);
  const notFound = !isApiSlug(slug) || isNotFound(error);
  usePageHead(data ? articleHead(data) : null);

  if (notFound) return <NotFoundView />;
  if (status === 'error')
    return (
      <div className="container">
        <ErrorState message="Không tải được bài viết." onRetry={refetch} />
      </div>
    );
  if (!data)
    return (
      <div className="container">
        <PageSkeleton />
      </div>
    );
  return <ArticleView key={data.id} post={data} />;
}
