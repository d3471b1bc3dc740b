import { apiGet } from '@edu/shared';
import type { QueryKey } from '../../../lib/query-cache';
import { toPage, type Page } from '../../../lib/to-page';
import type { Promotion } from '../types';
import { toPromotion } from './to-promotion';

export const PAGE_SIZE = 10;
export const promotionsKey = (page: number): QueryKey => ['account', 'promotions', page];

/** GET /api/user/promotion.json — promotions running now. */
export async function getPromotions(page: number): Promise<Page<Promotion>> {
  const raw = await apiGet<Parameters<typeof toPage>[0]>('/api/user/promotion.json', { page, page_size: PAGE_SIZE });
  return toPage(raw, toPromotion, PAGE_SIZE);
}
