import { createIdempotencyKey, IDEMPOTENCY_KEY_PATTERN, IdempotencyKeys, KEY_TTL_MS, orderFingerprint, STORAGE_KEY } from './idempotency';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('order fingerprint', () => {
  it.each([
    ['course order does not matter', { course_ids: [2, 1] }, { course_ids: [1, 2] }, true],
    ['duplicates do not matter', { course_ids: [1, 1, 2] }, { course_ids: [2, 1] }, true],
    ['promo case and spaces do not matter', { course_ids: [1], promo_code: ' giam20 ' }, { course_ids: [1], promo_code: 'GIAM20' }, true],
    ['an empty promo is no promo', { course_ids: [1], promo_code: '' }, { course_ids: [1] }, true],
    ['another course is another order', { course_ids: [1] }, { course_ids: [2] }, false],
    ['another promo is another order', { course_ids: [1], promo_code: 'GIAM20' }, { course_ids: [1] }, false],
    ['another package is another order', { course_ids: [6], pod_ids: { '6': 1 } }, { course_ids: [6], pod_ids: { '6': 2 } }, false],
  ])('%s', (_name, a, b, same) => {
    expect(orderFingerprint(a) === orderFingerprint(b)).toBe(same);
  });
});

describe('idempotency keys', () => {
  it('makes keys the API accepts, different every time', () => {
    const a = createIdempotencyKey();
    const b = createIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a).not.toBe(b);
  });

  it.each([
    ['the same attempt (double click, retry, reload) reuses its key', (k: IdempotencyKeys) => [k.keyFor('A'), k.keyFor('A')], true],
    ['another order gets another key', (k: IdempotencyKeys) => [k.keyFor('A'), k.keyFor('B')], false],
    [
      'a finished attempt starts afresh',
      (k: IdempotencyKeys) => {
        const a = k.keyFor('A');
        k.forget('A');
        return [a, k.keyFor('A')];
      },
      false,
    ],
    [
      'forgetting everything starts afresh',
      (k: IdempotencyKeys) => {
        const a = k.keyFor('A');
        k.forget();
        return [a, k.keyFor('A')];
      },
      false,
    ],
    [
      'forgetting one attempt keeps the others',
      (k: IdempotencyKeys) => {
        const b = k.keyFor('B');
        k.keyFor('A');
        k.forget('A');
        return [b, k.keyFor('B')];
      },
      true,
    ],
  ])('%s', (_name, run, same) => {
    const [a, b] = run(new IdempotencyKeys(memoryStorage()));
    expect(a === b).toBe(same);
  });

  it('survives a reload (another instance over the same storage)', () => {
    const storage = memoryStorage();
    const key = new IdempotencyKeys(storage).keyFor('A');
    expect(new IdempotencyKeys(storage).keyFor('A')).toBe(key);
  });

  it('expires a key after a day', () => {
    let now = 1_000;
    const keys = new IdempotencyKeys(memoryStorage(), () => now);
    const first = keys.keyFor('A');
    now += KEY_TTL_MS - 1;
    expect(keys.keyFor('A')).toBe(first);
    now += 2;
    expect(keys.keyFor('A')).not.toBe(first);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['a key the API would refuse', JSON.stringify({ A: { key: 'bad key!', at: Date.now() } })],
    ['a missing time', JSON.stringify({ A: { key: 'co-abcdefghijk' } })],
  ])('ignores stored garbage: %s', (_name, stored) => {
    const keys = new IdempotencyKeys(memoryStorage({ [STORAGE_KEY]: stored }));
    expect(keys.keyFor('A')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('still works without storage (blocked) and when storage throws', () => {
    expect(new IdempotencyKeys(null).keyFor('A')).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(new IdempotencyKeys(throwing).keyFor('A')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
