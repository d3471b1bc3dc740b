import { itAnswers } from '@edu/shared/testing';
import { createProgressThrottle, progressPercent } from './progress-throttle';

describe('progressPercent', () => {
  itAnswers(
    progressPercent,
    [
      [0, 600, 0],
      [300, 600, 50],
      [599, 600, 99],
      [600, 600, 100],
      [700, 600, 100],
      [10, 0, 0],
      [10, Number.NaN, 0],
      [-5, 600, 0],
    ],
    '%s s of %s s is %s %%',
  );
});

describe('progress throttle', () => {
  /** [ms since start, position] offers, and the positions that were saved. */
  it.each([
    [
      'nothing before 15 s have passed',
      [
        [1000, 1],
        [5000, 5],
        [14_000, 14],
      ],
      [],
    ],
    [
      'one save once 15 s passed and it moved',
      [
        [5000, 5],
        [15_000, 15],
        [16_000, 16],
      ],
      [15],
    ],
    [
      'one save per 15 s window',
      [
        [15_000, 15],
        [20_000, 20],
        [30_000, 30],
        [31_000, 31],
      ],
      [15, 30],
    ],
    [
      'no save when the position barely moved (paused video still ticking)',
      [
        [15_000, 3],
        [40_000, 4],
      ],
      [],
    ],
    [
      'a seek backwards counts as a move',
      [
        [15_000, 100],
        [40_000, 20],
      ],
      [100, 20],
    ],
  ])('%s', (_name, offers, saved) => {
    const t = createProgressThrottle(0, 0);
    const out = offers.flatMap(([now, pos]) => {
      const p = t.offer(pos!, 600, now!);
      return p ? [p.position] : [];
    });
    expect(out).toEqual(saved);
  });

  it('starts from the resume position, so resuming does not save at once', () => {
    const t = createProgressThrottle(120, 0);
    expect(t.offer(121, 600, 20_000)).toBeNull();
    expect(t.offer(130, 600, 21_000)).toEqual({ position: 130, progress: 21 });
  });

  it('flushes what is unsaved once, and nothing when all is saved', () => {
    const t = createProgressThrottle(0, 0);
    expect(t.flush(1)).toBeNull();
    t.offer(7.9, 600, 2000);
    expect(t.flush(3000)).toEqual({ position: 7, progress: 1 });
    expect(t.flush(4000)).toBeNull();
    t.offer(7.2, 600, 5000);
    expect(t.flush(6000)).toBeNull();
  });

  it('keeps positions whole and inside what the API accepts', () => {
    const t = createProgressThrottle(0, 0);
    expect(t.offer(100_000, 200_000, 20_000)?.position).toBe(86_400);
  });
});
