import type { PriceRange } from '@edu/shared';

/** The id of the 'Miễn phí' bucket (max 0), so "see all free courses" can link to a real filter. */
export function freeRangeId(ranges: readonly PriceRange[] | undefined): number | null {
  return ranges?.find((r) => r.max === 0 && r.min <= 0)?.id ?? null;
}
