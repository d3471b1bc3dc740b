import { useParams } from 'react-router-dom';
import { ErrorState } from '../components/ui/error-state';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { usePost } from '../features/news/api/get-post';
import { ArticleView } from '../features/news/components/article-view';
import { isNotFound } from '@edu/shared';
import { isApiSlug } from '../lib/slug-query';
import { useNotFound } from '../lib/use-not-found';
import { usePageMeta } from '@edu/shared';

/** /tin-tuc/{slug}: one article; an unknown slug goes to /404. */
export default function NewsArticlePage() {
  const slug = useParams().slug ?? '';
  const { data, error, status, refetch } = usePost(slug);
  const notFound = !isApiSlug(slug) || isNotFound(error);
  useNotFound(notFound);
  usePageMeta(data?.meta ?? null);

  if (notFound) return null;
  if (status === 'error') return <div className="container"><ErrorState message="Không tải được bài viết." onRetry={refetch} /></div>;
  if (!data) return <div className="container"><PageSkeleton /></div>;
  return <ArticleView key={data.id} post={data} />;
}
