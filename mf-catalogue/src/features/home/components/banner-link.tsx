import type { ReactNode } from 'react';
import { SmartLink } from '@edu/ui';
import type { BannerVm } from '../api/get-banners';

export function BannerLink({ banner, children }: { banner: BannerVm; children: ReactNode }) {
  if (!banner.href) return <>{children}</>;
  if (banner.external) {
    return (
      <a href={banner.href} target="_blank" rel="noopener noreferrer" aria-label={banner.title || undefined}>
        {children}
      </a>
    );
  }
  return (
    <SmartLink to={banner.href} aria-label={banner.title || undefined}>
      {children}
    </SmartLink>
  );
}
