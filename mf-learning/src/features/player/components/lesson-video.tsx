import { type LessonDetail, type VideoConfig } from '@edu/shared/core';
import { buildVideoSources } from '@edu/shared/video';
import type { ProgressSaver } from '../hooks/use-progress-saver';
import { Html5Video } from './html5-video';
import { YoutubeFrame } from './youtube-frame';

interface Props {
  lesson: LessonDetail;
  config: VideoConfig;
  startAt: number;
  saver: ProgressSaver;
}

/** YouTube (youtube-nocookie) when the lesson has a YouTube id, else our adaptive streams, else a note. */
export function LessonVideo({ lesson, config, startAt, saver }: Props) {
  const sources = buildVideoSources(lesson.video ?? {}, config);
  if (!sources) return <p className="ln-video-missing">Bài học này không có video.</p>;
  if (sources.kind === 'youtube') {
    return <YoutubeFrame title={lesson.title} url={sources.url} startAt={startAt} durationSeconds={lesson.duration_seconds} saver={saver} />;
  }
  return <Html5Video title={lesson.title} sources={sources} startAt={startAt} saver={saver} />;
}
