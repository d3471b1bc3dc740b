import { useCallback, useEffect, useRef } from 'react';
import { sendHeartbeat, startWatchSession } from '../api/watch-heartbeat';
import type { SavedLog } from '../api/save-learning-log';

/** Until the server says otherwise (watch_session.json's heartbeat_seconds). */
const DEFAULT_INTERVAL_MS = 15_000;

export interface WatchHeartbeats {
  /** While the video plays: a heartbeat at most once per interval. */
  onPlaying: (position: number, rate: number) => void;
  /** Pause, end, leaving: a heartbeat now (what was watched since the last one). */
  flush: (position: number, rate: number) => void;
}

interface Options {
  lessonId: number;
  enabled: boolean;
  /** A lesson without video: a heartbeat per interval while the page is visible (the server counts reading time). */
  reading: boolean;
  onSaved: (lessonId: number, saved: SavedLog) => void;
}

/**
 * The heartbeats the server counts watched time from (docs/decisions/2026-11-27-server-vouched-completion.md): a
 * session per lesson opened (its nonce from the server), then position and playback rate while the video plays,
 * numbered so none is counted twice. The answer carries the server's log: completion appears when it says so.
 */
export function useWatchHeartbeats({ lessonId, enabled, reading, onSaved }: Options): WatchHeartbeats {
  const session = useRef<{ nonce: string; seq: number; intervalMs: number; sentAt: number; position: number } | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  /** What the player said last: the final heartbeat on leaving carries it. */
  const latest = useRef({ position: 0, rate: 1 });

  const send = useCallback(
    (position: number, rate: number) => {
      const s = session.current;
      if (!s) return;
      s.seq += 1;
      s.sentAt = Date.now();
      s.position = position;
      sendHeartbeat({ nonce: s.nonce, seq: s.seq, position: Math.max(0, position), rate }).then(
        (saved) => onSavedRef.current(lessonId, saved),
        () => undefined, // the next heartbeat credits the time since the last one the server took
      );
    },
    [lessonId],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    startWatchSession(lessonId).then(
      (started) => {
        if (live)
          session.current = {
            nonce: started.nonce,
            seq: 0,
            intervalMs: started.heartbeat_seconds * 1000 || DEFAULT_INTERVAL_MS,
            sentAt: Date.now(),
            position: 0,
          };
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (session.current && latest.current.position !== session.current.position) send(latest.current.position, latest.current.rate);
      session.current = null;
    };
  }, [lessonId, enabled, send]);

  useEffect(() => {
    if (!enabled || !reading) return undefined;
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') send(0, 1);
    }, DEFAULT_INTERVAL_MS);
    return () => clearInterval(id);
  }, [enabled, reading, send]);

  const onPlaying = useCallback(
    (position: number, rate: number) => {
      latest.current = { position, rate };
      const s = session.current;
      if (s && Date.now() - s.sentAt >= s.intervalMs) send(position, rate);
    },
    [send],
  );
  const flush = useCallback(
    (position: number, rate: number) => {
      latest.current = { position, rate };
      const s = session.current;
      if (s && position !== s.position) send(position, rate);
    },
    [send],
  );
  return { onPlaying, flush };
}
