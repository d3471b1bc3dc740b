export type PageItem = number | 'gap';

/**
 * The page buttons to show: always the first and last, `radius` pages around the current one,
 * and a gap where pages are skipped: (5, 10) → [1, 'gap', 4, 5, 6, 'gap', 10].
 */
export function pageItems(current: number, totalPages: number, radius = 1): PageItem[] {
  if (totalPages <= 1) return [];
  if (totalPages <= 2 * radius + 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), totalPages);
  const items: PageItem[] = [];
  for (let p = 1; p <= totalPages; p += 1) {
    const near = Math.abs(p - page) <= radius;
    if (p === 1 || p === totalPages || near) items.push(p);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  // A gap hiding exactly one page is worse than showing that page.
  return items.map((item, i) => (item === 'gap' && items[i + 1] === (items[i - 1] as number) + 2 ? (items[i - 1] as number) + 1 : item));
}

export function totalPagesOf(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}
