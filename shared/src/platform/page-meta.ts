import { pageTitle } from '../format/page-title';

/** Page title and meta (SPEC §1): '{page title} | {brand}', or the brand alone. */
export interface PageMeta {
  title?: string;
  description?: string;
  keywords?: string;
}

export const DEFAULT_DESCRIPTION = 'Học trực tuyến cùng giáo viên giỏi: khóa học, luyện thi và tài liệu cho mọi lứa tuổi trên Website và App.';
export const DEFAULT_KEYWORDS = 'khóa học trực tuyến, học online, luyện thi, bài giảng video, giáo viên giỏi';

function setMetaTag(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets document title, description, keywords and their Open Graph twins. Browser only. */
export function setPageMeta(meta: PageMeta, brand?: string): void {
  if (typeof document === 'undefined') return;
  const title = pageTitle(meta.title, brand);
  const description = meta.description?.trim() || DEFAULT_DESCRIPTION;
  document.title = title;
  setMetaTag('name', 'description', description);
  setMetaTag('name', 'keywords', meta.keywords?.trim() || DEFAULT_KEYWORDS);
  setMetaTag('property', 'og:title', title);
  setMetaTag('property', 'og:description', description);
}
