import { isChunkLoadError, reloadOnceForChunkError } from '../src/errors/chunk-reload';

const chunkError = (message: string, name = 'Error') => Object.assign(new Error(message), { name });

describe('chunk-load errors', () => {
  it.each([
    [chunkError('x', 'ChunkLoadError'), true],
    [chunkError('Loading chunk 262 failed.\n(error: http://localhost/262.abc.js)'), true],
    [chunkError('Loading CSS chunk app failed'), true],
    [chunkError('Failed to fetch dynamically imported module: /x.js'), true],
    [chunkError('Cannot read properties of undefined'), false],
    [new Error('[mf_catalogue@1.0.0] load failed', { cause: chunkError('x', 'ChunkLoadError') }), true],
    [new Error('outer', { cause: new Error('inner') }), false],
    ['Loading chunk 1 failed', false],
  ])('%#: recognises %p as %p', (err, expected) => {
    expect(isChunkLoadError(err)).toBe(expected);
  });

  function memoryStorage() {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  }

  it('reloads once to the target, then not again within the 10 s guard, then again after it', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnceForChunkError('/khoa-hoc', { now: 1_000_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledWith('/khoa-hoc');
    expect(reloadOnceForChunkError('/khoa-hoc', { now: 1_009_999, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError('/tin-tuc', { now: 1_010_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenLastCalledWith('/tin-tuc');
  });
});
