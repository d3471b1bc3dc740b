import { Link } from '@edu/shared/router';
import { SizedImage } from '@edu/ui';
import type { PostCardVm } from '../post-vm';
import { TagLinks } from './tag-links';
import './news.css';

/** The list's columns (minmax(260px, 1fr) beside a 300 px sidebar from 960 px). */
const CARD_SIZES = '(max-width: 599px) calc(100vw - 32px), (max-width: 959px) calc(50vw - 26px), 280px';

/** One post in a list: cover, title link, date and category, summary, hashtags. */
export function PostCard({ post, priority = false }: { post: PostCardVm; priority?: boolean }) {
  return (
    <article className="card ct-post-card" aria-labelledby={`ct-post-${post.id}`}>
      <Link to={post.href} tabIndex={-1} aria-hidden="true">
        <SizedImage image={post.image} alt="" priority={priority} sizes={CARD_SIZES} />
      </Link>
      <div className="ct-post-body">
        <h2 id={`ct-post-${post.id}`}>
          <Link to={post.href}>{post.title}</Link>
        </h2>
        <p className="ct-post-meta">
          {post.date && <time dateTime={post.isoDate}>{post.date}</time>}
          {post.category && <Link to={post.category.href}>{post.category.label}</Link>}
        </p>
        {post.summary && <p className="ct-post-summary">{post.summary}</p>}
        <TagLinks tags={post.tags} label={`Hashtag của bài “${post.title}”`} />
      </div>
    </article>
  );
}
