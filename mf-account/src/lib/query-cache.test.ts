import { clearCache, invalidate, onInvalidate, readCache, writeCache } from './query-cache';

describe('query cache', () => {
  beforeEach(clearCache);

  it('keeps values by key', () => {
    writeCache(['account', 'orders', 1], ['a']);
    expect(readCache(['account', 'orders', 1])).toEqual(['a']);
    expect(readCache(['account', 'orders', 2])).toBeUndefined();
  });

  it('invalidates by prefix only', () => {
    writeCache(['account', 'orders', 1], 1);
    writeCache(['account', 'orders', 2], 2);
    writeCache(['account', 'ordersx'], 3);
    writeCache(['account', 'profile'], 4);
    const seen: boolean[] = [];
    const off = onInvalidate((matches) => seen.push(matches(['account', 'orders', 3]), matches(['account', 'profile'])));
    invalidate(['account', 'orders']);
    off();
    invalidate(['account', 'orders']);
    expect(readCache(['account', 'orders', 1])).toBeUndefined();
    expect(readCache(['account', 'orders', 2])).toBeUndefined();
    expect(readCache(['account', 'ordersx'])).toBe(3);
    expect(readCache(['account', 'profile'])).toBe(4);
    expect(seen).toEqual([true, false]);
  });
});
