import { ApiError } from '../../src/http/api-error';
import { QueryCache } from '../../src/query/query-cache';

const state = (cache: QueryCache, key: unknown[]) => cache.client.getQueryState(key);

// A browser client forgets unused queries after a while: cleared, no timer keeps jest's process alive.
const browserCaches: QueryCache[] = [];
const browserCache = () => browserCaches[browserCaches.push(new QueryCache()) - 1]!;
afterEach(() => browserCaches.splice(0).forEach((cache) => cache.clear()));

describe('QueryCache (TanStack Query behind it)', () => {
  it('loads one key once however many server renders ask, and resolves after the answer is stored', async () => {
    const cache = new QueryCache({ suspense: true });
    const fetcher = jest.fn(async () => ['khóa học']);
    const a = cache.load(['t', 'k'], fetcher);
    expect(cache.load(['t', 'k'], fetcher)).toBe(a);
    expect(cache.answered(['t', 'k'])).toBe(false);
    await a;
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.answered(['t', 'k'])).toBe(true);
    expect(state(cache, ['t', 'k'])?.data).toEqual(['khóa học']);
  });

  it('never rejects a load: the error is stored for the render to show', async () => {
    const cache = new QueryCache({ suspense: true });
    await expect(cache.load(['t', 'k'], async () => Promise.reject(new ApiError(404, 'Không tìm thấy khóa học')))).resolves.toBeUndefined();
    expect(state(cache, ['t', 'k'])?.error).toBeInstanceOf(ApiError);
  });

  it.each([
    ['data', async () => ({ id: 1 }), { data: { id: 1 } }],
    [
      'an API error',
      async () => Promise.reject(new ApiError(404, 'Không tìm thấy', 'NOT_FOUND')),
      { error: { status: 404, message: 'Không tìm thấy', code: 'NOT_FOUND' } },
    ],
    ['a network error', async () => Promise.reject(new Error('socket hang up')), { error: { status: 0, message: 'socket hang up' } }],
  ])('dehydrates %s as JSON, named by the key as plain JSON', async (_name, fetcher, expected) => {
    const cache = new QueryCache({ suspense: true });
    await cache.load(['t', 'k'], fetcher);
    expect(JSON.parse(JSON.stringify(cache.dehydrate()))).toEqual({ '["t","k"]': expected });
  });

  it('hydrates a server render: answers and errors (as ApiError), marked as from the server, dated now', () => {
    const cache = browserCache();
    cache.hydrate({ '["t","a"]': { data: 1 }, '["t","b"]': { error: { status: 404, message: 'Không tìm thấy', code: 'NOT_FOUND' } } }, 1_000);
    expect(state(cache, ['t', 'a'])).toMatchObject({ data: 1, status: 'success', dataUpdatedAt: 1_000 });
    const b = state(cache, ['t', 'b'])!;
    expect(b.status).toBe('error');
    expect(b.error).toBeInstanceOf(ApiError);
    expect(b.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect([...cache.fromServer]).toEqual(['["t","a"]', '["t","b"]']);
    expect(cache.dehydrate()).toEqual({
      '["t","a"]': { data: 1 },
      '["t","b"]': { error: { status: 404, message: 'Không tìm thấy', code: 'NOT_FOUND' } },
    });
  });

  it('invalidates by namespace and key prefix only, and clears everything', () => {
    const cache = browserCache();
    for (const key of [['course', 'a'], ['course', 'b'], ['courses']]) cache.client.setQueryData(['catalogue', ...key], 1);
    cache.client.setQueryData(['content', 'course', 'a'], 1);
    cache.invalidate('catalogue', ['course']);
    expect(state(cache, ['catalogue', 'course', 'a'])).toBeUndefined();
    expect(state(cache, ['catalogue', 'courses'])?.data).toBe(1);
    expect(state(cache, ['content', 'course', 'a'])?.data).toBe(1);
    cache.clear();
    expect(cache.client.getQueryCache().getAll()).toEqual([]);
  });
});
