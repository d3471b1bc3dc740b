import { useCallback, useEffect, useMemo, useRef } from 'react';
import { saveLearningLog, type SavedLog } from '../api/save-learning-log';
import { createProgressThrottle, type ProgressPayload } from '../progress-throttle';
import { useWatchHeartbeats } from './use-watch-heartbeats';

export interface ProgressSaver {
  /** Every timeupdate of the player, with its playback rate (heartbeats carry it). */
  onTime: (position: number, duration: number, rate?: number) => void;
  /** Pause: save what is unsaved now. */
  onPause: () => void;
  /** The video played to the end: a last heartbeat (the server decides whether the lesson is complete). */
  onEnded: (duration: number) => void;
  /** Where the video is now (seconds), as the player last said: what a new note is pinned to. */
  position: () => number;
}

interface Options {
  lessonId: number;
  /** Only signed-in learners have a log (the call needs a user). */
  enabled: boolean;
  startPosition: number;
  /** A lesson without video (read, not watched). */
  reading?: boolean;
  onSaved: (lessonId: number, saved: SavedLog) => void;
}

/**
 * Periodic, throttled progress saves for one lesson (progress-throttle.ts decides when), plus a
 * final save on pause, on hiding the tab and on leaving the lesson. Failures stay silent: the next
 * save carries the newer position anyway. The saves keep the resume position and the progress shown;
 * completion comes only from the heartbeats (use-watch-heartbeats.ts), which the server counts.
 */
export function useProgressSaver({ lessonId, enabled, startPosition, reading = false, onSaved }: Options): ProgressSaver {
  const beats = useWatchHeartbeats({ lessonId, enabled, reading, onSaved });
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
  const rate = useRef(1);
  const onTime = useCallback(
    (position: number, duration: number, playbackRate = 1) => {
      last.current = position;
      rate.current = playbackRate;
      beats.onPlaying(position, playbackRate);
      send(throttle.current.offer(position, duration, Date.now()));
    },
    [send, beats],
  );
  const position = useCallback(() => Math.floor(last.current), []);
  const onPause = useCallback(() => {
    beats.flush(last.current, rate.current);
    send(throttle.current.flush(Date.now()));
  }, [send, beats]);
  const onEnded = useCallback(
    (duration: number) => {
      throttle.current.flush(Date.now());
      const end = Math.max(0, duration || last.current);
      beats.flush(end, rate.current);
      send({ position: Math.floor(end), progress: 100 });
    },
    [send, beats],
  );
  return useMemo(() => ({ onTime, onPause, onEnded, position }), [onTime, onPause, onEnded, position]);
}
