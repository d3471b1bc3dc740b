/** Whole, non-negative seconds; NaN, negative and non-finite input count as 0. */
function wholeSeconds(seconds: number | null | undefined): number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Duration in Vietnamese hours and minutes, two-digit padded, seconds dropped:
 * - under one hour → 'MM Phút' (so under 60 s is '00 Phút', SPEC §9): 59 → '00 Phút', 300 → '05 Phút';
 * - one hour or more → 'HH Giờ MM Phút': 3900 → '01 Giờ 05 Phút', 360000 → '100 Giờ 00 Phút'.
 */
export function formatDuration(seconds: number | null | undefined): string {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = pad2(Math.floor((total % 3600) / 60));
  return hours > 0 ? `${pad2(hours)} Giờ ${minutes} Phút` : `${minutes} Phút`;
}

/** 'HH:MM:SS'; hours are not capped at 24 (a 30-hour course reads '30:00:00'). */
export function formatClock(seconds: number | null | undefined): string {
  const total = wholeSeconds(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${pad2(h)}:${pad2(m)}:${pad2(total % 60)}`;
}
