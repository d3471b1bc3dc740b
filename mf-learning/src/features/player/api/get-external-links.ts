import { ENDPOINTS, apiPost } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

export interface ExternalLink {
  id: number;
  title: string;
  url: string;
}

export function getExternalLinks(courseId: number, signal?: AbortSignal): Promise<ExternalLink[]> {
  return apiPost<{ links: ExternalLink[] }>(ENDPOINTS.externalLinks, { course_id: courseId }, { signal }).then((d) =>
    (d.links ?? []).filter((l) => /^https?:\/\//i.test(l.url)),
  );
}

/** Documents of a course; asked only when the learner owns it (others get a 403, which the client turns into '/'). */
export function useExternalLinks(courseId: number, entitled: boolean) {
  return useQuery(['external-links', courseId], (signal) => getExternalLinks(courseId, signal), { enabled: entitled, staleMs: 5 * 60_000 });
}
