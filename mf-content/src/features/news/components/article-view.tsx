import { Link } from '@edu/shared/router';
import { Breadcrumb } from '@edu/ui';
import { RichText } from '@edu/ui';
import { SizedImage } from '@edu/ui';
import type { ArticleVm } from '../post-vm';
import { articleCrumbs } from '../article-head';
import { RelatedPosts } from './related-posts';
import { TagLinks } from './tag-links';
import './news.css';

/** A news article: title, date / author / category, cover, sanitised body, hashtags; related posts aside. */
export function ArticleView({ post }: { post: ArticleVm }) {
  return (
    <div className="container ct-page">
      <Breadcrumb items={articleCrumbs(post)} />
      <div className="ct-layout">
        <article className="card ct-article" aria-labelledby="ct-article-title">
          <h1 id="ct-article-title" className="ct-title">
            {post.title}
          </h1>
          <p className="ct-post-meta">
            {post.date && (
              <span>
                Ngày đăng: <time dateTime={post.isoDate}>{post.date}</time>
              </span>
            )}
            {post.author && <span>{post.author}</span>}
            {post.category && <Link to={post.category.href}>{post.category.label}</Link>}
            <span>{`${post.views} lượt xem`}</span>
          </p>
          {post.summary && <p className="ct-article-summary">{post.summary}</p>}
          {post.image.src && (
            <SizedImage
              image={post.image}
              alt={post.title}
              priority
              className="ct-article-cover"
              sizes="(max-width: 959px) calc(100vw - 32px), 844px"
            />
          )}
          <RichText html={post.html} />
          <footer className="ct-article-foot">
            <TagLinks tags={post.tags} label="Hashtag của bài viết" />
          </footer>
        </article>
        <RelatedPosts posts={post.related} />
      </div>
    </div>
  );
}
