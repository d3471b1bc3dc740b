/** What PATCH lesson/learning_log.json is sent (lesson_id added by the caller). */
export interface ProgressPayload {
  position: number;
  progress: number;
  completed?: boolean;
}

export interface ThrottleOptions {
  /** At most one periodic save per this many ms. */
  intervalMs?: number;
  /** …and only when the position moved at least this many seconds since the last save. */
  minDeltaSeconds?: number;
}

export const SAVE_INTERVAL_MS = 15_000;
export const MIN_DELTA_SECONDS = 5;
const MAX_POSITION = 86_400;

/** Whole percent watched, 0–100; unknown or zero duration → 0. */
export function progressPercent(position: number, duration: number): number {
  if (!Number.isFinite(position) || !Number.isFinite(duration) || duration <= 0 || position <= 0) return 0;
  return Math.min(100, Math.floor((position / duration) * 100));
}

const wholePosition = (s: number) => Math.min(MAX_POSITION, Math.max(0, Math.floor(Number.isFinite(s) ? s : 0)));

/**
 * Periodic progress saves, throttled: `offer` is called on every timeupdate and answers a payload
 * only when enough time passed since the last save and the position moved; `flush` (pause, end,
 * leaving the lesson, hiding the tab) answers what is unsaved, if anything.
 */
export function createProgressThrottle(startPosition: number, startedAtMs: number, opts: ThrottleOptions = {}) {
  const intervalMs = opts.intervalMs ?? SAVE_INTERVAL_MS;
  const minDelta = opts.minDeltaSeconds ?? MIN_DELTA_SECONDS;
  let savedPosition = wholePosition(startPosition);
  let savedAt = startedAtMs;
  let latest: ProgressPayload | null = null;

  const take = (now: number): ProgressPayload | null => {
    if (!latest) return null;
    const payload = latest;
    latest = null;
    savedPosition = payload.position;
    savedAt = now;
    return payload;
  };

  return {
    offer(position: number, duration: number, now: number): ProgressPayload | null {
      const p = wholePosition(position);
      latest = { position: p, progress: progressPercent(p, duration) };
      if (p === savedPosition) latest = null;
      if (now - savedAt < intervalMs || Math.abs(p - savedPosition) < minDelta) return null;
      return take(now);
    },
    flush(now: number): ProgressPayload | null {
      return take(now);
    },
  };
}
