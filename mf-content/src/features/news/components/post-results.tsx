import type { ReactNode } from 'react';
import { EmptyState } from '@edu/ui';
import { ErrorState } from '@edu/ui';
import { Pagination } from '@edu/ui';
import { usePosts } from '../api/get-posts';
import type { PostListQuery } from '../news-url';
import { PostCard } from './post-card';
import './news.css';

interface PostResultsProps {
  query: PostListQuery;
  hrefFor: (page: number) => string;
  label: string;
  emptyHint: string;
  emptyActions?: ReactNode;
}

/** A page of posts with its pagination; skeleton while loading, retry on failure, a way out when empty. */
export function PostResults({ query, hrefFor, label, emptyHint, emptyActions }: PostResultsProps) {
  const { data, status, isFetching, refetch } = usePosts(query);
  if (status === 'error') return <ErrorState message="Không tải được danh sách bài viết." onRetry={refetch} />;
  if (!data) {
    return (
      <ul className="ct-post-grid" aria-busy="true" aria-label={label}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="skeleton card" style={{ height: 300 }} />
        ))}
      </ul>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState title="Chưa có bài viết phù hợp" hint={emptyHint}>
        {emptyActions}
      </EmptyState>
    );
  }
  return (
    <section aria-label={label} aria-busy={isFetching}>
      <p className="ct-muted" role="status">{`${data.total} bài viết`}</p>
      <ul className="ct-post-grid">
        {data.items.map((post, i) => (
          <li key={post.id}>
            <PostCard post={post} priority={i < 3 && query.page === 1} />
          </li>
        ))}
      </ul>
      <Pagination page={query.page} totalPages={data.totalPages} hrefFor={hrefFor} />
    </section>
  );
}
