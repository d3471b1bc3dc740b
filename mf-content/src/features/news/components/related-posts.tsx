import { Link } from '@edu/shared/router';
import { SizedImage } from '@edu/ui';
import type { ArticleVm } from '../post-vm';
import './news.css';

export function RelatedPosts({ posts }: { posts: ArticleVm['related'] }) {
  if (posts.length === 0) return null;
  return (
    <aside className="card ct-side" aria-labelledby="ct-related-title">
      <h2 id="ct-related-title">Bài viết liên quan</h2>
      <ul className="ct-related">
        {posts.map((p) => (
          <li key={p.id}>
            <Link to={p.href} tabIndex={-1} aria-hidden="true">
              <SizedImage image={p.image} alt="" sizes="96px" />
            </Link>
            <Link to={p.href}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
