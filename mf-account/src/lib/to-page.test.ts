import { num, str, strOrNull, toPage } from './to-page';

describe('toPage', () => {
  const map = (x: Record<string, unknown>) => (typeof x.id === 'number' ? { id: x.id } : null);

  it.each([
    ['a paginated answer', { items: [{ id: 1 }, { id: 2 }], page: 2, page_size: 2, total: 5 }, { items: [{ id: 1 }, { id: 2 }], page: 2, pageSize: 2, total: 5 }],
    ['a bigint total as a string', { items: [{ id: 1 }], total: '7' }, { items: [{ id: 1 }], page: 1, pageSize: 10, total: 7 }],
    ['a bare array', [{ id: 1 }], { items: [{ id: 1 }], page: 1, pageSize: 10, total: 1 }],
    ['null', null, { items: [], page: 1, pageSize: 10, total: 0 }],
    ['bad items are dropped', { items: [{ id: 1 }, 'x', { id: 'y' }, null], total: 1 }, { items: [{ id: 1 }], page: 1, pageSize: 10, total: 1 }],
  ])('%s', (_name, raw, expected) => expect(toPage(raw as never, map)).toEqual(expected));
});

describe('field readers', () => {
  it.each([
    [str('a'), 'a'],
    [str(3), '3'],
    [str(null, '-'), '-'],
    [num('12'), 12],
    [num('x', 7), 7],
    [num(Infinity, 1), 1],
    [num(null, 4), 4],
    [num('', 4), 4],
    [num('0', 4), 0],
    [strOrNull(''), null],
    [strOrNull('u'), 'u'],
  ])('%#: %j', (actual, expected) => expect(actual).toBe(expected));
});
