import type { PageMeta } from './page-meta';
import { usePageHead } from '@edu/shared/state';

/** Sets '{title} | {brand}', description and keywords while the page is shown (SPEC §1), on both sides. */
export function usePageMeta(meta: PageMeta | null): void {
  usePageHead(meta);
}
