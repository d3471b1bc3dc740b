import { ApiError } from '../../src/http/api-error';
import { hashKey, QueryCache } from '../../src/query/query-cache';

describe('QueryCache', () => {
  it('loads one key once however many renders ask, and resolves after the answer is stored', async () => {
    const cache = new QueryCache({ suspense: true });
    const fetcher = jest.fn(async () => ['khóa học']);
    const a = cache.load('k', fetcher);
    const b = cache.load('k', fetcher);
    expect(a).toBe(b);
    await a;
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.read('k', Infinity)).toEqual({ data: ['khóa học'], error: null, fromServer: false });
  });

  it('never rejects a load: the error is stored for the render to show', async () => {
    const cache = new QueryCache({ suspense: true });
    await expect(cache.load('k', async () => Promise.reject(new ApiError(404, 'Không tìm thấy khóa học')))).resolves.toBeUndefined();
    expect(cache.read('k', Infinity)?.error).toBeInstanceOf(ApiError);
  });

  it('prefetch: one request a query joins, its answer stored; an error nobody joined is dropped', async () => {
    const cache = new QueryCache();
    const fetcher = jest.fn(async () => 'tin tức');
    cache.prefetch('k', fetcher);
    cache.prefetch('k', fetcher);
    await expect(cache.fetchShared('k', fetcher, new AbortController().signal)).resolves.toBe('tin tức');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.read('k', Infinity)?.data).toBe('tin tức');

    const failing = jest.fn(async () => Promise.reject(new ApiError(503, 'Máy chủ bận')));
    cache.prefetch('e', failing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.read('e', Infinity)).toBeUndefined();
    cache.prefetch('e', failing); // no longer in flight: asks again
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('prefetch: aborted once every query that joined it has gone, and then not stored', async () => {
    const cache = new QueryCache();
    let signal: AbortSignal | undefined;
    let answer!: (value: string) => void;
    cache.prefetch('k', (s) => ((signal = s), new Promise<string>((resolve) => (answer = resolve))));
    const leaving = new AbortController();
    const joined = cache.fetchShared('k', async () => 'other', leaving.signal);
    leaving.abort();
    expect(signal?.aborted).toBe(true);
    answer('late');
    await joined;
    expect(cache.read('k', Infinity)).toBeUndefined();
  });

  it.each([
    ['data', { data: { id: 1 } }, { data: { id: 1 } }],
    ['an API error', { error: new ApiError(404, 'Không tìm thấy', 'NOT_FOUND') }, { error: { status: 404, message: 'Không tìm thấy', code: 'NOT_FOUND' } }],
    ['a network error', { error: new Error('socket hang up') }, { error: { status: 0, message: 'socket hang up' } }],
  ])('dehydrates %s as JSON', (_name, stored, expected) => {
    const cache = new QueryCache();
    if ('data' in stored) cache.write('k', stored.data);
    else cache.writeError('k', stored.error);
    expect(JSON.parse(JSON.stringify(cache.dehydrate()))).toEqual({ k: expected });
  });

  it('hydrates a server render: fresh now, marked as from the server, errors as ApiError', () => {
    const cache = new QueryCache();
    cache.hydrate({ a: { data: 1 }, b: { error: { status: 404, message: 'Không tìm thấy' } } }, 1_000);
    expect(cache.read('a', 10, 1_005)).toEqual({ data: 1, error: null, fromServer: true });
    const b = cache.read('b', 10, 1_005)!;
    expect(b.error).toBeInstanceOf(ApiError);
    expect((b.error as ApiError).status).toBe(404);
    expect(cache.read('a', 10, 1_011)).toBeUndefined();
  });

  it('tells the mounted queries of a key each answer written for it, and stops when they leave', () => {
    const cache = new QueryCache();
    const lessons = jest.fn();
    const other = jest.fn();
    const leave = cache.subscribe('lessons', () => undefined, lessons);
    cache.subscribe('course', () => undefined, other);
    cache.write('lessons', ['Bài 1']);
    leave();
    cache.write('lessons', ['Bài 2']);
    expect(lessons.mock.calls).toEqual([[['Bài 1']]]);
    expect(other).not.toHaveBeenCalled();
  });

  it('invalidates by namespace and key prefix only', () => {
    const cache = new QueryCache();
    for (const key of [['course', 'a'], ['course', 'b'], ['courses']]) cache.write(hashKey('catalogue', key), 1);
    cache.write(hashKey('content', ['course', 'a']), 1);
    cache.invalidate('catalogue', ['course']);
    expect(cache.read(hashKey('catalogue', ['course', 'a']), Infinity)).toBeUndefined();
    expect(cache.read(hashKey('catalogue', ['courses']), Infinity)).toBeDefined();
    expect(cache.read(hashKey('content', ['course', 'a']), Infinity)).toBeDefined();
  });
});
