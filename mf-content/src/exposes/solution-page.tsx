import '../components/ui/ui.css';
import { useParams } from '@edu/shared/router';
import { ContentPageView } from '../features/pages/components/content-page-view';
import { PageDataRoute } from '../features/pages/components/page-data-route';
import { PageLinks } from '../features/pages/components/page-links';
import { childrenOf, pageDataPath, parentSlug } from '../features/pages/page-data';

/** /giai-phap/{slug…}: a solution page at any depth, its sub-pages and the other solutions; unknown → the 404 page. */
export default function SolutionPage() {
  const splat = useParams()['*'] ?? '';
  return (
    <PageDataRoute
      key={splat}
      path={splat ? pageDataPath(`/giai-phap/${splat}`) : null}
      render={(page) => {
        const parent = parentSlug(page.slug);
        const parentPage = parent ? page.siblings.find((s) => s.slug === parent) : undefined;
        const others = page.siblings.filter((s) => parentSlug(s.slug) === null && s.slug !== parent);
        return (
          <ContentPageView
            page={page}
            crumbs={[
              { label: 'Trang chủ', href: '/' },
              { label: 'Giải pháp', href: '/giai-phap' },
              ...(parentPage ? [{ label: parentPage.title, href: parentPage.href }] : []),
              { label: page.title },
            ]}
          >
            <PageLinks title="Trong giải pháp này" pages={childrenOf(page.slug, page.siblings)} />
            <PageLinks title="Giải pháp khác" pages={others} />
          </ContentPageView>
        );
      }}
    />
  );
}
