import { ENDPOINTS, apiGet } from '@edu/shared/core';
import type { Subject } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

export async function getSubjects(signal?: AbortSignal): Promise<Subject[]> {
  const data = await apiGet<Subject[] | { items: Subject[] }>(ENDPOINTS.subjects, undefined, { signal });
  const list = Array.isArray(data) ? data : (data?.items ?? []);
  return [...list].sort((a, b) => a.name.localeCompare(b.name, 'vi'));
}

export function useSubjects() {
  return useQuery(['subjects'], getSubjects, { staleMs: 10 * 60_000 });
}
