import type { ReactNode } from 'react';
import { BannerStrip } from '../../../components/banners/banner-strip';
import { Breadcrumb } from '@edu/ui';
import { ErrorState } from '@edu/ui';
import { RichText } from '@edu/ui';
import { isNotFound } from '@edu/shared/core';
import { usePageMeta } from '@edu/shared/core';
import type { PageMeta } from '@edu/shared/core';
import { usePageData } from '../api/get-page-data';
import { placementsFor } from '../page-data';
import './pages.css';

interface FixedPageProps {
  /** The route's own path ('/cong-thi'), also its page-data path. */
  path: string;
  /** Its page-data type and slug: the banners start loading before the page data arrives. */
  type: string;
  slug: string;
  heading: string;
  meta: PageMeta;
  children?: ReactNode;
}

/**
 * A route with a fixed heading whose body comes from page data (/cong-thi, /gioi-thieu). The heading
 * and the banners never wait for the page data; missing page data leaves the body empty, not a 404.
 */
export function FixedPage({ path, type, slug, heading, meta, children }: FixedPageProps) {
  const { data, error, status, refetch } = usePageData(path);
  usePageMeta(data?.meta ?? meta);
  const { top, bottom } = data ? { top: data.topPlacement, bottom: data.bottomPlacement } : placementsFor({ type, slug });
  return (
    <div className="container ct-page">
      <Breadcrumb items={[{ label: 'Trang chủ', href: '/' }, { label: heading }]} />
      <h1 className="ct-title">{heading}</h1>
      {top !== null && <BannerStrip placement={top} label={`Banner ${heading}`} priority />}
      {status === 'loading' && <div className="skeleton ct-skel-block" aria-busy="true" />}
      {status === 'error' && !isNotFound(error) && <ErrorState message="Không tải được nội dung trang." onRetry={refetch} />}
      {data?.html.trim() && (
        <article className="card ct-content-page" aria-label={data.title}>
          <RichText html={data.html} />
        </article>
      )}
      {children}
      {bottom !== null && <BannerStrip placement={bottom} label={`Banner cuối trang ${heading}`} />}
    </div>
  );
}
