import { ENDPOINTS, apiGet } from '@edu/shared';
import type { QueryKey } from '@edu/shared';
import { toPage, type Page } from '../../../lib/to-page';
import type { Promotion } from '../types';
import { toPromotion } from './to-promotion';

export const PAGE_SIZE = 10;
export const promotionsKey = (page: number): QueryKey => ['promotions', page];

/** GET /api/user/promotion.json — running (and upcoming) promotions. */
export async function getPromotions(page: number): Promise<Page<Promotion>> {
  const raw = await apiGet<Parameters<typeof toPage>[0]>(ENDPOINTS.promotions);
  const all = toPage(raw, toPromotion, PAGE_SIZE);
  // The API sends the running promotions as one short list; pages are cut here.
  const items = all.items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return { items, page, pageSize: PAGE_SIZE, total: all.total };
}
