import { formatClock, formatDuration } from '../../src/format/duration';

describe('formatDuration (Giờ / Phút)', () => {
  it.each<[number | null | undefined, string]>([
    [0, '00 Phút'],
    [1, '00 Phút'],
    [59, '00 Phút'],
    [60, '01 Phút'],
    [300, '05 Phút'],
    [3599, '59 Phút'],
    [3600, '01 Giờ 00 Phút'],
    [3900, '01 Giờ 05 Phút'],
    [3959, '01 Giờ 05 Phút'],
    [36000 + 59 * 60, '10 Giờ 59 Phút'],
    [360000, '100 Giờ 00 Phút'],
    [125.9, '02 Phút'],
    [-30, '00 Phút'],
    [Number.NaN, '00 Phút'],
    [null, '00 Phút'],
    [undefined, '00 Phút'],
  ])('%p s → %p', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatClock (HH:MM:SS)', () => {
  it.each<[number | null | undefined, string]>([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3661, '01:01:01'],
    [86399, '23:59:59'],
    [108000, '30:00:00'],
    [61.7, '00:01:01'],
    [-5, '00:00:00'],
    [Number.NaN, '00:00:00'],
    [null, '00:00:00'],
  ])('%p s → %p', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});
