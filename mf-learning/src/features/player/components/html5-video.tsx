import { useEffect, useMemo, useRef, useState } from 'react';
import type { ProgressSaver } from '../hooks/use-progress-saver';
import { pickQuality, QUALITY_STORAGE_KEY, qualityOptions, type AdaptiveSources } from '../video-source';
import { Select } from '@edu/ui';

interface Props {
  title: string;
  sources: AdaptiveSources;
  startAt: number;
  saver: ProgressSaver;
}

/** Playback speeds offered (0.75–2×), as the select shows them. */
export const SPEEDS = [
  { value: '0.75', label: '0.75×' },
  { value: '1', label: 'Bình thường' },
  { value: '1.25', label: '1.25×' },
  { value: '1.5', label: '1.5×' },
  { value: '1.75', label: '1.75×' },
  { value: '2', label: '2×' },
];
const SPEED_KEY = 'edu.player.speed';

function storedSpeed(): string {
  try {
    const v = localStorage.getItem(SPEED_KEY);
    return SPEEDS.some((s) => s.value === v) ? v! : '1';
  } catch {
    return '1';
  }
}

function storedQuality(): string | null {
  try {
    return localStorage.getItem(QUALITY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Our own streams in an HTML5 player, with a quality selector (240–1080p) that keeps the position, and the playback speed. */
export function Html5Video({ title, sources, startAt, saver }: Props) {
  const options = useMemo(() => qualityOptions(sources), [sources]);
  const [choice, setChoice] = useState(() => pickQuality(options, storedQuality()));
  const video = useRef<HTMLVideoElement>(null);
  const seekTo = useRef(startAt);
  const [failed, setFailed] = useState(false);
  /** Bumped by "Thử lại": a new <video> element loads the source again from where the learner was. */
  const [attempt, setAttempt] = useState(0);
  const [speed, setSpeed] = useState(storedSpeed);
  // the speed holds across lessons, qualities and retries (a new source resets the element's own rate)
  useEffect(() => {
    if (video.current) video.current.playbackRate = Number(speed);
  }, [speed, choice, attempt]);
  const changeSpeed = (value: string) => {
    setSpeed(value);
    try {
      localStorage.setItem(SPEED_KEY, value);
    } catch {
      // private mode: the speed lasts for this lesson only
    }
  };

  useEffect(() => {
    seekTo.current = startAt;
    setFailed(false);
    setChoice(pickQuality(options, storedQuality()));
  }, [options, startAt]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  const change = (value: string) => {
    const next = options.find((o) => o.value === value) ?? null;
    seekTo.current = video.current?.currentTime || seekTo.current;
    setFailed(false);
    setChoice(next);
    try {
      localStorage.setItem(QUALITY_STORAGE_KEY, value);
    } catch {
      // private mode: the choice lasts for this lesson only
    }
  };

  if (!choice) return null;
  return (
    <div className="ln-video">
      {failed && (
        <div className="ln-video-error" role="alert">
          <p>Không tải được video bài học. Hãy kiểm tra kết nối mạng rồi thử lại, hoặc chọn chất lượng thấp hơn.</p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            Thử lại
          </button>
        </div>
      )}
      <video
        key={attempt}
        ref={video}
        className="ln-video-media"
        controls
        playsInline
        preload="metadata"
        src={choice.url}
        aria-label={`Video bài học: ${title}`}
        onError={() => {
          seekTo.current = video.current?.currentTime || seekTo.current;
          setFailed(true);
        }}
        onLoadedMetadata={(e) => {
          if (seekTo.current > 0) e.currentTarget.currentTime = seekTo.current;
          e.currentTarget.playbackRate = Number(speed);
        }}
        onTimeUpdate={(e) => saver.onTime(e.currentTarget.currentTime, e.currentTarget.duration, e.currentTarget.playbackRate)}
        onPause={() => saver.onPause()}
        onEnded={(e) => saver.onEnded(e.currentTarget.duration)}
      />
      <div className="ln-video-tools">
        <Select className="ln-quality" label="Chất lượng video" value={choice.value} options={options} onChange={change} />
        <Select className="ln-quality" label="Tốc độ phát" value={speed} options={SPEEDS} onChange={changeSpeed} />
      </div>
    </div>
  );
}
