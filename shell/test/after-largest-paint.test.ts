import { afterLargestPaint, LARGEST_PAINT_CAP_MS } from '../src/startup/after-largest-paint';

/** The page as the server sent it: `images` of <img>, some marked as the page's largest paint. */
function page(images: Array<{ priority: boolean; complete: boolean }>) {
  const root = document.createElement('div');
  const imgs = images.map(({ priority, complete }) => {
    const img = document.createElement('img');
    if (priority) img.setAttribute('fetchpriority', 'high');
    Object.defineProperty(img, 'complete', { value: complete, configurable: true });
    img.decode = jest.fn(() => Promise.resolve());
    root.append(img);
    return img;
  });
  return { root, imgs };
}

/** When the promise settles, in fake milliseconds (frames every 16 ms), or null if not by `limitMs`. */
async function settlesAt(promise: Promise<void>, limitMs = 5000): Promise<number | null> {
  let done = false;
  void promise.then(() => (done = true));
  for (let t = 0; t <= limitMs; t += 4) {
    await jest.advanceTimersByTimeAsync(4);
    if (done) return t + 4;
  }
  return null;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => setTimeout(() => cb(performance.now()), 16) as unknown as number);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('afterLargestPaint: the app starts once the page’s largest picture has painted', () => {
  it('starts at once on a page without a priority image (a client-rendered page, a text page)', async () => {
    expect(await settlesAt(afterLargestPaint(page([{ priority: false, complete: false }]).root))).toBeLessThanOrEqual(4);
    expect(await settlesAt(afterLargestPaint(null))).toBeLessThanOrEqual(4);
  });

  it('waits two frames after an image that is already loaded and decoded', async () => {
    const { root, imgs } = page([{ priority: true, complete: true }]);
    const at = await settlesAt(afterLargestPaint(root));
    expect(at).toBeGreaterThanOrEqual(32);
    expect(at).toBeLessThan(100);
    expect(imgs[0]!.decode).toHaveBeenCalled();
  });

  it('waits for every priority image (home: the banner and the first course), not for lazy ones', async () => {
    const { root, imgs } = page([
      { priority: true, complete: true },
      { priority: true, complete: false },
      { priority: false, complete: false },
    ]);
    const started = afterLargestPaint(root);
    expect(await settlesAt(started, 300)).toBeNull();
    imgs[1]!.dispatchEvent(new Event('load'));
    expect(await settlesAt(started)).toBeLessThan(100);
  });

  it('starts after a picture that fails to load, as after one that loads', async () => {
    const { root, imgs } = page([{ priority: true, complete: false }]);
    const started = afterLargestPaint(root);
    imgs[0]!.dispatchEvent(new Event('error'));
    expect(await settlesAt(started)).toBeLessThan(100);
  });

  it('starts after a picture whose decoding fails', async () => {
    const { root, imgs } = page([{ priority: true, complete: true }]);
    imgs[0]!.decode = jest.fn(() => Promise.reject(new Error('EncodingError')));
    expect(await settlesAt(afterLargestPaint(root))).toBeLessThan(100);
  });

  it.each(['pointerdown', 'touchstart', 'keydown'])('starts at once when the learner acts (%s) before the picture has come', async (type) => {
    const { root } = page([{ priority: true, complete: false }]);
    const started = afterLargestPaint(root);
    expect(await settlesAt(started, 200)).toBeNull();
    window.dispatchEvent(new Event(type));
    expect(await settlesAt(started)).toBeLessThanOrEqual(4);
  });

  it('never waits longer than the cap for a picture that hangs', async () => {
    const { root } = page([{ priority: true, complete: false }]);
    const at = await settlesAt(afterLargestPaint(root));
    expect(at).toBeGreaterThanOrEqual(LARGEST_PAINT_CAP_MS);
    expect(at).toBeLessThanOrEqual(LARGEST_PAINT_CAP_MS + 4);
  });
});
