import { ENDPOINTS, apiGet } from '@edu/shared/core';
import type { PageData } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';
import { toContentPage, type ContentPageVm } from '../page-data';

export async function getPageData(path: string, signal?: AbortSignal): Promise<ContentPageVm> {
  return toContentPage(await apiGet<PageData>(ENDPOINTS.pageData, { path }, { signal }));
}

/** null: a path that can never name a page; nothing is requested. */
export function usePageData(path: string | null) {
  return useQuery(['page', path], (signal) => getPageData(path ?? '/', signal), { enabled: path !== null, staleMs: 5 * 60_000 });
}
