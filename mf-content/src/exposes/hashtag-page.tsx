import '../components/ui/ui.css';
import { useParams } from '@edu/shared/router';
import { PLACEMENT } from '@edu/shared/core';
import { BannerStrip } from '../components/banners/banner-strip';
import { ErrorState } from '@edu/ui';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useTag } from '../features/news/api/get-tags';
import { NewsListView } from '../features/news/components/news-list-view';
import { hashtagHref } from '../features/news/post-vm';
import { isNotFound, NotFoundView } from '@edu/shared/core';
import { isApiSlug } from '../lib/slug-query';
import { usePageMeta } from '@edu/shared/core';

/** /hashtag/{slug}: the posts carrying a hashtag, with the hashtag page's banners; unknown → the 404 page. */
export default function HashtagPage() {
  const slug = useParams().slug ?? '';
  const { data, error, status, refetch } = useTag(slug);
  const notFound = !isApiSlug(slug) || isNotFound(error);
  usePageMeta(
    data
      ? { title: `#${data.name}`, description: `Các bài viết gắn hashtag #${data.name}.`, keywords: `${data.name}, hashtag ${data.name}, tin tức` }
      : null,
  );

  if (notFound) return <NotFoundView />;
  if (status === 'error')
    return (
      <div className="container">
        <ErrorState onRetry={refetch} />
      </div>
    );
  if (!data)
    return (
      <div className="container">
        <PageSkeleton />
      </div>
    );
  return (
    <NewsListView
      key={slug}
      base={hashtagHref(data.slug)}
      title={`#${data.name}`}
      fixed={{ tag: data.slug }}
      crumbs={[{ label: 'Trang chủ', href: '/' }, { label: 'Tin tức', href: '/tin-tuc' }, { label: `#${data.name}` }]}
      intro={<BannerStrip placement={PLACEMENT.HASHTAG} label="Banner hashtag" priority />}
    />
  );
}
