import { Link } from '@edu/shared/router';
import type { BannerView } from '@edu/shared/media';
import { SizedImage } from '@edu/ui';

/** Banners of the home-study placement; internal links stay in the SPA. */
export function BannerStrip({ banners }: { banners: BannerView[] }) {
  if (!banners.length) return null;
  return (
    <div className="ln-banners">
      {banners.map((b) => {
        const img = <SizedImage image={b.image} alt={b.title} sizes="(max-width: 1200px) calc(100vw - 32px), 1168px" />;
        if (!b.href) return <span key={b.id}>{img}</span>;
        if (b.external)
          return (
            <a key={b.id} href={b.href} rel="noopener noreferrer">
              {img}
            </a>
          );
        return (
          <Link key={b.id} to={b.href}>
            {img}
          </Link>
        );
      })}
    </div>
  );
}
