import { ENDPOINTS, apiGet, type Promotion as PromotionDto } from '@edu/shared/core';
import type { QueryKey } from '@edu/shared/core';
import type { Page } from '../../../lib/to-page';
import type { Promotion } from '../types';
import { toPromotion } from './to-promotion';

export const PAGE_SIZE = 10;
export const promotionsKey = (page: number): QueryKey => ['promotions', page];

/** GET /api/user/promotion.json — running (and upcoming) promotions. */
export async function getPromotions(page: number): Promise<Page<Promotion>> {
  const all = (await apiGet<PromotionDto[]>(ENDPOINTS.promotions)).map(toPromotion);
  // The API sends the running promotions as one short list; pages are cut here.
  return { items: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), page, pageSize: PAGE_SIZE, total: all.length };
}
