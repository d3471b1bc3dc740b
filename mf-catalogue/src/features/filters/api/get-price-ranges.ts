import { ENDPOINTS, apiGet } from '@edu/shared/core';
import type { PriceRange } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

export async function getPriceRanges(signal?: AbortSignal): Promise<PriceRange[]> {
  const data = await apiGet<PriceRange[] | { items: PriceRange[] }>(ENDPOINTS.priceRanges, undefined, { signal });
  const list = Array.isArray(data) ? data : (data?.items ?? []);
  return [...list].sort((a, b) => a.min - b.min);
}

export function usePriceRanges() {
  return useQuery(['price-ranges'], getPriceRanges, { staleMs: 10 * 60_000 });
}
