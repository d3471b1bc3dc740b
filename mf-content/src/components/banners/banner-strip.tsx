import { Link } from '@edu/shared/router';
import { SizedImage } from '@edu/ui';
import { useBanners, type BannerVm } from './get-banners';
import '../ui/ui.css';

/** A strip spans the page's column; the browser picks from the banner's renditions by it. */
const STRIP_SIZES = '(max-width: 1200px) calc(100vw - 32px), 1168px';

function BannerItem({ banner, priority }: { banner: BannerVm; priority: boolean }) {
  const img = <SizedImage image={banner.image} alt={banner.title} priority={priority} sizes={STRIP_SIZES} />;
  if (!banner.href) return <div className="ct-banner">{img}</div>;
  if (banner.external) {
    return (
      <a className="ct-banner" href={banner.href} target="_blank" rel="noopener noreferrer">
        {img}
      </a>
    );
  }
  return (
    <Link className="ct-banner" to={banner.href}>
      {img}
    </Link>
  );
}

interface BannerListProps {
  banners: BannerVm[];
  label: string;
  /** Above the fold: the first image loads eagerly. */
  priority?: boolean;
}

export function BannerList({ banners, label, priority = false }: BannerListProps) {
  if (banners.length === 0) return null;
  return (
    <aside className="ct-banners" aria-label={label}>
      {banners.map((b, i) => (
        <BannerItem key={b.id} banner={b} priority={priority && i === 0} />
      ))}
    </aside>
  );
}

/** The banners of one page placement (SPEC §3); silent while loading, when empty or on failure. */
export function BannerStrip({ placement, label, priority }: { placement: number; label: string; priority?: boolean }) {
  const { data } = useBanners(placement);
  return <BannerList banners={data ?? []} label={label} priority={priority} />;
}
