import { useEffect } from 'react';
import { setPageMeta, type PageMeta } from './page-meta';

/** Sets '{title} | {brand}', description and keywords while the page is shown (SPEC §1). */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const keywords = meta?.keywords;
  useEffect(() => {
    if (title === undefined && description === undefined && keywords === undefined) return;
    setPageMeta({ title, description, keywords });
  }, [title, description, keywords]);
}
