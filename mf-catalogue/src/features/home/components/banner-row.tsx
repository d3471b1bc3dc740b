import { SizedImage } from '@edu/ui';
import { useBanners } from '../api/get-banners';
import { BannerLink } from './banner-link';
import { BANNER_SIZES } from './hero-banner';
import './home.css';

/** Middle (17) and bottom (18) home banners: below the fold, so lazy images. */
export function BannerRow({ placement, label }: { placement: number; label: string }) {
  const { data } = useBanners(placement);
  if (!data || data.length === 0) return null;
  return (
    <section className="cat-banner-row" aria-label={label}>
      {data.map((b) => (
        <BannerLink key={b.id} banner={b}>
          <SizedImage image={b.image} alt={b.title} className="cat-banner-img" sizes={BANNER_SIZES} />
        </BannerLink>
      ))}
    </section>
  );
}
