import { usePriceRanges } from '../api/get-price-ranges';
import { freeRangeId } from '../price-range-options';

/** '/khoa-hoc?price_range={free bucket}' once price ranges are known; the cheapest-first list before. */
export function useFreeCoursesHref(): string {
  const id = freeRangeId(usePriceRanges().data);
  return id ? `/khoa-hoc?price_range=${id}` : '/khoa-hoc?sort=price_asc';
}
