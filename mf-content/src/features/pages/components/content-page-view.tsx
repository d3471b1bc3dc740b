import type { ReactNode } from 'react';
import { BannerStrip } from '../../../components/banners/banner-strip';
import { Breadcrumb, type Crumb } from '@edu/ui';
import { RichText } from '@edu/ui';
import type { ContentPageVm } from '../page-data';
import './pages.css';

interface ContentPageViewProps {
  page: ContentPageVm;
  crumbs: Crumb[];
  /** The level-1 heading when the route fixes it ('Giới thiệu'); else the page's title. */
  heading?: string;
  /** After the content (child pages, a form …). */
  children?: ReactNode;
}

/** A page from page data: top banners (SPEC §3 placement of its type), sanitised content, bottom banners. */
export function ContentPageView({ page, crumbs, heading, children }: ContentPageViewProps) {
  return (
    <div className="container ct-page">
      <Breadcrumb items={crumbs} />
      <h1 className="ct-title">{heading ?? page.title}</h1>
      {page.topPlacement !== null && <BannerStrip placement={page.topPlacement} label={`Banner ${heading ?? page.title}`} priority />}
      {page.html.trim() && (
        <article className="card ct-content-page" aria-label={page.title}>
          <RichText html={page.html} />
        </article>
      )}
      {children}
      {page.bottomPlacement !== null && <BannerStrip placement={page.bottomPlacement} label={`Banner cuối trang ${heading ?? page.title}`} />}
    </div>
  );
}
