import type { Paginated } from '@edu/shared/core';

/** A page of a list as screens use it. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The API's `Paginated<D>` (shape checked by its schema) as a screen's page, each item mapped. */
export function toPage<D, T>(raw: Paginated<D>, map: (item: D) => T): Page<T> {
  return { items: raw.items.map(map), page: raw.page, pageSize: raw.page_size, total: raw.total };
}
