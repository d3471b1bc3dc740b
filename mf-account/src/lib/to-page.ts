/** A page of a list as screens use it. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

type RawPage = { items?: unknown[]; page?: unknown; page_size?: unknown; total?: unknown } | unknown[] | null | undefined;

/** Accepts the API's `Paginated<T>` (or a bare array) and maps each item; unusable items are dropped. */
export function toPage<T>(raw: RawPage, map: (item: Record<string, unknown>) => T | null, pageSize = 10): Page<T> {
  const list = Array.isArray(raw) ? raw : (raw?.items ?? []);
  const items = list.flatMap((x) => {
    if (typeof x !== 'object' || x === null) return [];
    const mapped = map(x as Record<string, unknown>);
    return mapped === null ? [] : [mapped];
  });
  if (Array.isArray(raw) || !raw) return { items, page: 1, pageSize: Math.max(pageSize, items.length), total: items.length };
  return { items, page: num(raw.page, 1), pageSize: num(raw.page_size, pageSize), total: num(raw.total, items.length) };
}

export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);
/** A finite number from a number or numeric string (PostgreSQL bigint/numeric arrive as strings); else `fallback`. */
export function num(v: unknown, fallback = 0): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}
export const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
