import '../components/ui/ui.css';
import { useParams } from '@edu/shared/router';
import { NotFoundView, PLACEMENT } from '@edu/shared/core';
import { BannerStrip } from '../components/banners/banner-strip';
import { ErrorState } from '@edu/ui';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { usePostCategories } from '../features/news/api/get-post-categories';
import { CategoryNav } from '../features/news/components/category-nav';
import { NewsListView } from '../features/news/components/news-list-view';
import { newsCategoryHref } from '../features/news/post-vm';
import { usePageMeta } from '@edu/shared/core';

/** /danh-muc-tin-tuc/{slug}: the category's posts (its sub-categories included); unknown → the 404 page in place. */
export default function NewsCategoryPage() {
  const slug = useParams().slug ?? '';
  const { data, status, refetch } = usePostCategories();
  const category = data?.find((c) => c.slug === slug);
  const parent = category?.parentId ? data?.find((c) => c.id === category.parentId) : undefined;
  usePageMeta(category ? { title: category.name, description: `Tin tức chuyên mục ${category.name}.`, keywords: `${category.name}, tin tức` } : null);

  if (status === 'error')
    return (
      <div className="container">
        <ErrorState onRetry={refetch} />
      </div>
    );
  if (!category)
    return status === 'success' ? (
      <NotFoundView />
    ) : (
      <div className="container">
        <PageSkeleton />
      </div>
    );
  const base = newsCategoryHref(category.slug);
  return (
    <NewsListView
      key={slug}
      base={base}
      title={category.name}
      fixed={{ category: category.slug }}
      crumbs={[
        { label: 'Trang chủ', href: '/' },
        { label: 'Tin tức', href: '/tin-tuc' },
        ...(parent ? [{ label: parent.name, href: newsCategoryHref(parent.slug) }] : []),
        { label: category.name },
      ]}
      intro={
        <>
          <BannerStrip placement={PLACEMENT.NEWS} label="Banner tin tức" priority />
          <CategoryNav current={parent ? parent.slug : category.slug} />
          <CategoryNav current={category.slug} parentId={category.id} label={`Chuyên mục con của ${category.name}`} />
        </>
      }
    />
  );
}
