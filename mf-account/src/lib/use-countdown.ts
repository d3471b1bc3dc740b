import { useCallback, useEffect, useState } from 'react';
import { readSession, writeSession } from './session-storage';

export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

const storageKey = (key: string) => `countdown:${key}`;

/** Call right after a code was sent, so the screen that shows the countdown starts it fresh. */
export function startCountdown(key: string, seconds: number, nowMs = Date.now()): void {
  writeSession(storageKey(key), nowMs + seconds * 1000);
}

/**
 * A resend countdown that survives a reload: the deadline is kept in sessionStorage per key
 * (purpose + destination). A screen opened without a stored deadline starts one.
 */
export function useCountdown(key: string, seconds: number) {
  const [deadline, setDeadline] = useState(() => {
    const stored = readSession<number>(storageKey(key));
    if (typeof stored === 'number') return stored;
    const fresh = Date.now() + seconds * 1000;
    writeSession(storageKey(key), fresh);
    return fresh;
  });
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left > 0, deadline]); // eslint-disable-line react-hooks/exhaustive-deps -- re-armed when it starts or stops, not every tick

  /** A new code went out: count down again, from the API's word when it gave one. */
  const restart = useCallback(
    (after: number = seconds) => {
      const next = Date.now() + after * 1000;
      writeSession(storageKey(key), next);
      setDeadline(next);
      setNow(Date.now());
    },
    [key, seconds],
  );

  return { left, restart };
}
