import '../components/ui/ui.css';
import { useParams } from '@edu/shared/router';
import { ContentPageView } from '../features/pages/components/content-page-view';
import { PageDataRoute } from '../features/pages/components/page-data-route';
import { PageLinks } from '../features/pages/components/page-links';
import { pageDataPath } from '../features/pages/page-data';

/** /{slug}: a single-segment page from page data (terms, partner intro, another exam gate…); unknown → the 404 page. */
export default function SinglePage() {
  const slug = useParams().slug ?? '';
  return (
    <PageDataRoute
      key={slug}
      path={pageDataPath(`/${slug}`)}
      render={(page) => (
        <ContentPageView page={page} crumbs={[{ label: 'Trang chủ', href: '/' }, { label: page.title }]}>
          <PageLinks title="Xem thêm" pages={page.siblings} />
        </ContentPageView>
      )}
    />
  );
}
