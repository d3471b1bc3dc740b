import '../components/ui/ui.css';
import { PLACEMENT } from '@edu/shared/core';
import { BannerStrip } from '../components/banners/banner-strip';
import { Breadcrumb } from '@edu/ui';
import { EmptyState } from '@edu/ui';
import { ErrorState } from '@edu/ui';
import { RichText } from '@edu/ui';
import { useSolutions } from '../features/pages/api/get-solutions';
import { PageLinks } from '../features/pages/components/page-links';
import { parentSlug } from '../features/pages/page-data';
import { usePageMeta } from '@edu/shared/core';
import '../features/pages/components/pages.css';

/** /giai-phap: the solution pages (top level as cards; nested ones under their parent's page). */
export default function SolutionsPage() {
  const { data, status, refetch } = useSolutions();
  usePageMeta(
    data?.landing?.meta ?? {
      title: 'Giải pháp',
      description: 'Giải pháp học tập và đào tạo trực tuyến cho nhà trường và doanh nghiệp.',
      keywords: 'giải pháp giáo dục, trường học số, đào tạo doanh nghiệp, học trực tuyến',
    },
  );
  const topLevel = (data?.solutions ?? []).filter((s) => parentSlug(s.slug) === null);
  return (
    <div className="container ct-page">
      <Breadcrumb items={[{ label: 'Trang chủ', href: '/' }, { label: 'Giải pháp' }]} />
      <h1 className="ct-title">Giải pháp</h1>
      <BannerStrip placement={PLACEMENT.SOLUTION} label="Banner giải pháp" priority />
      {data?.landing?.html.trim() && (
        <article className="card ct-content-page">
          <RichText html={data.landing.html} />
        </article>
      )}
      {status === 'loading' && <div className="skeleton ct-skel-block" aria-busy="true" />}
      {status === 'error' && <ErrorState message="Không tải được danh sách giải pháp." onRetry={refetch} />}
      {data && topLevel.length === 0 && <EmptyState title="Chưa có giải pháp nào" hint="Vui lòng quay lại sau hoặc liên hệ với chúng tôi." />}
      <PageLinks title="Các giải pháp" pages={topLevel} />
    </div>
  );
}
