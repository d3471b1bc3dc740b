import { useEffect, useRef } from 'react';
import type { ProgressSaver } from '../hooks/use-progress-saver';

interface Props {
  title: string;
  /** youtube-nocookie embed URL from buildVideoSources. */
  url: string;
  startAt: number;
  durationSeconds: number;
  saver: ProgressSaver;
}

const YT_ORIGIN = 'https://www.youtube-nocookie.com';

interface YtInfo {
  currentTime?: number;
  duration?: number;
  playerState?: number;
  playbackRate?: number;
}

/**
 * The privacy-enhanced YouTube embed. With enablejsapi the player posts its time to us after we
 * say we are listening; that feeds the same throttled progress saves as our own player.
 */
export function YoutubeFrame({ title, url, startAt, durationSeconds, saver }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const src = `${url}?${new URLSearchParams({
    enablejsapi: '1',
    rel: '0',
    ...(startAt > 0 ? { start: String(startAt) } : {}),
    ...(typeof location !== 'undefined' ? { origin: location.origin } : {}),
  })}`;

  useEffect(() => {
    let duration = durationSeconds;
    let lastState = -1;
    let rate = 1;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== YT_ORIGIN || event.source !== frame.current?.contentWindow) return;
      let data: { event?: string; info?: YtInfo } | null = null;
      try {
        data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
      } catch {
        return;
      }
      const info = data?.event === 'infoDelivery' ? data.info : undefined;
      if (!info) return;
      if (typeof info.duration === 'number' && info.duration > 0) duration = info.duration;
      if (typeof info.playbackRate === 'number' && info.playbackRate > 0) rate = info.playbackRate;
      if (typeof info.currentTime === 'number') saver.onTime(info.currentTime, duration, rate);
      if (info.playerState !== undefined && info.playerState !== lastState) {
        lastState = info.playerState;
        if (lastState === 0) saver.onEnded(duration);
        if (lastState === 2) saver.onPause();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [durationSeconds, saver]);

  const listen = () => frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }), YT_ORIGIN);

  return (
    <div className="ln-video ln-video-yt">
      <iframe
        ref={frame}
        src={src}
        title={`Video bài học: ${title}`}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={listen}
      />
    </div>
  );
}
