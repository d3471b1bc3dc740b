/** A page of a list as screens use it. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

type RawPage = { items?: unknown[]; page?: number; page_size?: number; total?: number } | unknown[] | null | undefined;

/** Accepts the API's `Paginated<T>` (or a bare array) and maps each item; unusable items are dropped. */
export function toPage<T>(raw: RawPage, map: (item: Record<string, unknown>) => T | null, pageSize = 10): Page<T> {
  const list = Array.isArray(raw) ? raw : (raw?.items ?? []);
  const items = list.flatMap((x) => {
    if (typeof x !== 'object' || x === null) return [];
    const mapped = map(x as Record<string, unknown>);
    return mapped === null ? [] : [mapped];
  });
  if (Array.isArray(raw) || !raw) return { items, page: 1, pageSize: Math.max(pageSize, items.length), total: items.length };
  return { items, page: raw.page ?? 1, pageSize: raw.page_size ?? pageSize, total: raw.total ?? items.length };
}

export const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);
export const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || fallback);
export const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
