import { Link } from 'react-router-dom';
import type { Banner } from '@edu/shared';

/** Banners of the home-study placement; internal links stay in the SPA. */
export function BannerStrip({ banners }: { banners: Banner[] }) {
  if (!banners.length) return null;
  return (
    <div className="ln-banners">
      {banners.map((b) => {
        const img = <img src={b.image} alt={b.title} width={b.width} height={b.height} loading="lazy" />;
        if (b.link.startsWith('/') && !b.link.startsWith('//')) return <Link key={b.id} to={b.link}>{img}</Link>;
        if (/^https?:\/\//.test(b.link)) return <a key={b.id} href={b.link} rel="noopener noreferrer">{img}</a>;
        return <span key={b.id}>{img}</span>;
      })}
    </div>
  );
}
