import '../components/ui/ui.css';
import { PLACEMENT } from '@edu/shared/core';
import { BannerStrip } from '../components/banners/banner-strip';
import { CategoryNav } from '../features/news/components/category-nav';
import { NewsListView } from '../features/news/components/news-list-view';
import { usePageMeta } from '@edu/shared/core';

/** /tin-tuc: every post, with search, the four sorts, category and hashtag filters, pagination in the URL. */
export default function NewsListPage() {
  usePageMeta({
    title: 'Tin tức',
    description: 'Tin giáo dục, kinh nghiệm học tập và thông tin tuyển sinh mới nhất.',
    keywords: 'tin tức giáo dục, kinh nghiệm học tập, tuyển sinh, học online',
  });
  return (
    <NewsListView
      base="/tin-tuc"
      title="Tin tức"
      crumbs={[{ label: 'Trang chủ', href: '/' }, { label: 'Tin tức' }]}
      withFilters
      intro={
        <>
          <BannerStrip placement={PLACEMENT.NEWS} label="Banner tin tức" priority />
          <CategoryNav />
        </>
      }
    />
  );
}
