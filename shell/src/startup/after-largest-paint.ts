/**
 * A server-rendered page is readable before any script runs; what a phone waits for next is its largest
 * picture (the images marked fetchpriority="high": one per page, two on home where the banner sits above
 * the first course). Starting the app's scripts before they have painted makes them share a slow
 * connection and the main thread: the picture shows later and the app gains little. So the app starts
 * once those images have loaded and had a frame to paint — at once when the page has none, at once when
 * the learner touches, clicks or types (what they do next needs the app, not the picture), and never
 * later than `capMs` (a picture that hangs must not hold the app hostage).
 */
export const LARGEST_PAINT_CAP_MS = 1500;

/** The first sign the learner is acting on the page. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown'] as const;

/** Loaded and decoded (ready to paint), or failed. */
const settled = (img: HTMLImageElement): Promise<void> => {
  const loaded = img.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });
  return loaded.then(() => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined));
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export function afterLargestPaint(root: ParentNode | null, capMs = LARGEST_PAINT_CAP_MS): Promise<void> {
  const images = [...(root?.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]') ?? [])];
  if (!images.length) return Promise.resolve();
  // two frames: the one that paints them has been produced (a hidden tab has no frames: the cap starts it)
  const painted = Promise.all(images.map(settled)).then(nextFrame).then(nextFrame);
  let onAct: () => void = () => undefined;
  const interaction = new Promise<void>((resolve) => {
    onAct = resolve;
    for (const type of INTERACTIONS) window.addEventListener(type, onAct, { capture: true, passive: true });
  });
  return Promise.race([painted, interaction, new Promise<void>((resolve) => setTimeout(resolve, capMs))]).finally(() => {
    for (const type of INTERACTIONS) window.removeEventListener(type, onAct, { capture: true });
  });
}
