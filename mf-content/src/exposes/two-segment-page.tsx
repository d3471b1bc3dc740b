import '../components/ui/ui.css';
import { useLocation } from '@edu/shared/router';
import { ErrorState } from '@edu/ui';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { usePost } from '../features/news/api/get-post';
import { ArticleView } from '../features/news/components/article-view';
import { usePageData } from '../features/pages/api/get-page-data';
import { ContentPageView } from '../features/pages/components/content-page-view';
import { contentSegments } from '../features/pages/page-data';
import { resolveTwoSegment, type LookupState } from '../features/pages/two-segment';
import { isNotFound, NotFoundView } from '@edu/shared/core';
import { usePageHead } from '@edu/shared/core';
import { articleHead } from '../features/news/article-head';

function lookup(status: 'loading' | 'success' | 'error', error: unknown, enabled: boolean): LookupState {
  if (!enabled) return 'idle';
  if (status === 'success') return 'found';
  if (status === 'error') return isNotFound(error) ? 'missing' : 'error';
  return 'loading';
}

/** /{a}/{b}: a content page known by that path, else the news post {b} of category {a}; else the 404 page. */
export default function TwoSegmentPage() {
  const { pathname } = useLocation();
  const segments = contentSegments(pathname);
  const valid = segments?.length === 2;
  const [category = '', slug = ''] = segments ?? [];
  const page = usePageData(valid ? `/${category}/${slug}` : null);
  const pageState = lookup(page.status, page.error, valid);
  const post = usePost(pageState === 'missing' ? slug : null);
  const postState = lookup(post.status, post.error, pageState === 'missing');
  const view = resolveTwoSegment({ validPath: valid, page: pageState, post: postState, category, postCategory: post.data?.categorySlug ?? null });
  usePageHead(view === 'page' ? page.data!.meta : view === 'post' ? articleHead(post.data!) : null);

  if (view === 'not-found') return <NotFoundView />;
  if (view === 'error')
    return (
      <div className="container">
        <ErrorState onRetry={pageState === 'error' ? page.refetch : post.refetch} />
      </div>
    );
  if (view === 'page') return <ContentPageView page={page.data!} crumbs={[{ label: 'Trang chủ', href: '/' }, { label: page.data!.title }]} />;
  if (view === 'post') return <ArticleView post={post.data!} />;
  return (
    <div className="container">
      <PageSkeleton />
    </div>
  );
}
