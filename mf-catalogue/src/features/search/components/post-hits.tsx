import type { SortOrder } from '@edu/shared/core';
import { SmartLink } from '@edu/ui';
import { useSearchPosts } from '../api/search-posts';
import './search.css';

/** Matching news posts under the course results; silent when there are none or the call fails. */
export function PostHits({ query, sort }: { query: string; sort: SortOrder }) {
  const { data } = useSearchPosts(query, sort);
  if (!data || data.length === 0) return null;
  return (
    <section className="cat-section" aria-labelledby="cat-post-hits">
      <div className="cat-section-head">
        <h2 id="cat-post-hits">Bài viết liên quan</h2>
      </div>
      <ul className="cat-post-hits">
        {data.map((post) => (
          <li key={post.id}>
            <SmartLink to={post.href}>{post.title}</SmartLink>
            {post.date && <span className="cat-muted"> · {post.date}</span>}
            {post.summary && <p>{post.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
