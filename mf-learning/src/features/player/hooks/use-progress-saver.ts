import { useCallback, useEffect, useMemo, useRef } from 'react';
import { saveLearningLog, type SavedLog } from '../api/save-learning-log';
import { createProgressThrottle, type ProgressPayload } from '../progress-throttle';

export interface ProgressSaver {
  /** Every timeupdate of the player. */
  onTime: (position: number, duration: number) => void;
  /** Pause: save what is unsaved now. */
  onPause: () => void;
  /** The video played to the end: the lesson is complete. */
  onEnded: (duration: number) => void;
  /** Where the video is now (seconds), as the player last said: what a new note is pinned to. */
  position: () => number;
}

interface Options {
  lessonId: number;
  /** Only signed-in learners have a log (the call needs a user). */
  enabled: boolean;
  startPosition: number;
  onSaved: (lessonId: number, saved: SavedLog) => void;
}

/**
 * Periodic, throttled progress saves for one lesson (progress-throttle.ts decides when), plus a
 * final save on pause, on hiding the tab and on leaving the lesson. Failures stay silent: the next
 * save carries the newer position anyway.
 */
export function useProgressSaver({ lessonId, enabled, startPosition, onSaved }: Options): ProgressSaver {
  const throttle = useRef(createProgressThrottle(startPosition, Date.now()));
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;

  const send = useCallback(
    (payload: ProgressPayload | null) => {
      if (!payload || !enabledRef.current) return;
      saveLearningLog({ lesson_id: lessonId, ...payload }).then(
        (saved) => onSavedRef.current(lessonId, saved),
        () => undefined,
      );
    },
    [lessonId],
  );

  useEffect(() => {
    const current = createProgressThrottle(startPosition, Date.now());
    throttle.current = current;
    const onHide = () => {
      if (document.visibilityState === 'hidden') send(current.flush(Date.now()));
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      send(current.flush(Date.now()));
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- startPosition is read once per lesson: later changes are our own saves
  }, [lessonId, send]);

  const last = useRef(startPosition);
  const onTime = useCallback((position: number, duration: number) => {
    last.current = position;
    send(throttle.current.offer(position, duration, Date.now()));
  }, [send]);
  const position = useCallback(() => Math.floor(last.current), []);
  const onPause = useCallback(() => send(throttle.current.flush(Date.now())), [send]);
  const onEnded = useCallback(
    (duration: number) => {
      throttle.current.flush(Date.now());
      send({ position: Math.max(0, Math.floor(duration || 0)), progress: 100, completed: true });
    },
    [send],
  );
  return useMemo(() => ({ onTime, onPause, onEnded, position }), [onTime, onPause, onEnded, position]);
}
