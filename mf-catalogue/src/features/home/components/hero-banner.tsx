import { useState } from 'react';
import { PLACEMENT } from '@edu/shared/core';
import { SizedImage } from '@edu/ui';
import { useBanners } from '../api/get-banners';
import { useHomeSettings } from '../api/get-home-settings';
import { BannerLink } from './banner-link';
import './home.css';

/** The container's width (1200 px less its padding). */
export const BANNER_SIZES = '(max-width: 1200px) calc(100vw - 32px), 1168px';

/**
 * Home hero (placement 1) on the slide's own colour, else the COLOR_BANNER_HOME setting. The first slide loads eagerly with
 * high priority (it is the largest paint); the others lazily. The box keeps its size while loading.
 */
export function HeroBanner() {
  const { data, status } = useBanners(PLACEMENT.HOME);
  const homeColor = useHomeSettings().data?.bannerColor ?? undefined;
  const [index, setIndex] = useState(0);
  if (status === 'error' || (data && data.length === 0)) return null;
  const banners = data ?? [];
  const current = Math.min(index, Math.max(0, banners.length - 1));
  const color = banners[current]?.color ?? homeColor;

  return (
    <section className="cat-hero" style={{ background: color }} aria-roledescription="carousel" aria-label="Banner trang chủ">
      <div className="container cat-hero-inner">
        {banners.length === 0 && <div className="skeleton cat-hero-skel" />}
        {banners.map((b, i) => (
          <div key={b.id} className="cat-hero-slide" hidden={i !== current} aria-roledescription="slide" aria-label={`${i + 1} / ${banners.length}`}>
            <BannerLink banner={b}>
              <SizedImage image={b.image} alt={b.title} priority={i === 0} className="cat-hero-img" sizes={BANNER_SIZES} />
            </BannerLink>
          </div>
        ))}
        {banners.length > 1 && (
          <div className="cat-hero-dots">
            {banners.map((b, i) => (
              <button key={b.id} type="button" aria-label={`Banner ${i + 1}`} aria-pressed={i === current} onClick={() => setIndex(i)} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
