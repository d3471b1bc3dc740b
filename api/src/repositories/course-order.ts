import { badRequest } from '../lib/errors';

/**
 * The orders of the course list as keys the database can seek: each ends with the id (ties broken the same
 * way every time), all keys go one way, so "after this row" is one row comparison an index answers.
 */
export interface OrderKey {
  expr: string;
  /** The SQL type the key's text is cast back to. */
  type: 'int' | 'real' | 'timestamptz' | 'text';
}
export interface CourseOrder {
  name: string;
  keys: OrderKey[];
  dir: 'ASC' | 'DESC';
}

const id: OrderKey = { expr: 'c.id', type: 'int' };

export const ORDERS: Record<string, CourseOrder> = {
  newest: { name: 'newest', keys: [{ expr: 'c.created_at', type: 'timestamptz' }, id], dir: 'DESC' },
  price_asc: { name: 'price_asc', keys: [{ expr: 'c.price_new', type: 'int' }, id], dir: 'ASC' },
  price_desc: { name: 'price_desc', keys: [{ expr: 'c.price_new', type: 'int' }, id], dir: 'DESC' },
  popular: { name: 'popular', keys: [{ expr: 'c.popularity', type: 'int' }, id], dir: 'DESC' },
  // A→Z the way a Vietnamese reader expects (tones and hooks do not send a title past z): a stored, indexed key
  title: { name: 'title', keys: [{ expr: 'c.title_key', type: 'text' }, { expr: 'c.name', type: 'text' }, id], dir: 'ASC' },
};

/** Relevance: the rank of the matching rows only (the WHERE has kept those), best first. */
export const relevance = (rankExpr: string): CourseOrder => ({ name: 'relevance', keys: [{ expr: rankExpr, type: 'real' }, id], dir: 'DESC' });

export const orderBy = (o: CourseOrder, reversed = false) => {
  const dir = (o.dir === 'ASC') !== reversed ? 'ASC' : 'DESC';
  return o.keys.map((k) => `${k.expr} ${dir}`).join(', ');
};

/** The keys as text (exact: a timestamp keeps its microseconds, a real its shortest exact digits). */
export const keyColumns = (o: CourseOrder) => o.keys.map((k, i) => `(${k.expr})::text AS k${i}`).join(', ');

/** SQL: the row comes after the cursor's row in this order. */
export function afterCursor(o: CourseOrder, values: string[], param: (v: unknown) => string): string {
  const op = o.dir === 'ASC' ? '>' : '<';
  return `(${o.keys.map((k) => k.expr).join(', ')}) ${op} (${o.keys.map((k, i) => `${param(values[i])}::${k.type}`).join(', ')})`;
}

const VALID: Record<OrderKey['type'], (v: string) => boolean> = {
  int: (v) => /^-?\d{1,10}$/.test(v),
  real: (v) => /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(v),
  timestamptz: (v) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/.test(v),
  text: (v) => v.length <= 1000,
};

export const INVALID_CURSOR = 'Con trỏ phân trang không hợp lệ hoặc đã cũ: hãy tải lại danh sách từ trang đầu.';

/** An opaque cursor: the order's name and the last row's keys. */
export function encodeCursor(o: CourseOrder, row: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify([o.name, ...o.keys.map((_, i) => row[`k${i}`])])).toString('base64url');
}

/** The cursor's keys for this order, or a 400 when it was made for another order or is not one of ours. */
export function decodeCursor(o: CourseOrder, cursor: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed[0] !== o.name || parsed.length !== o.keys.length + 1) throw badRequest(INVALID_CURSOR);
  const values = parsed.slice(1);
  if (!values.every((v, i) => typeof v === 'string' && VALID[o.keys[i]!.type](v))) throw badRequest(INVALID_CURSOR);
  return values as string[];
}
