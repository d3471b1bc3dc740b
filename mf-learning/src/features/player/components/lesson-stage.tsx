import { useCallback, useState } from 'react';
import { Link } from '@edu/shared/router';
import { showToast } from '@edu/shared/core';
import { formatDuration } from '@edu/shared/dates';
import { RichText } from '@edu/ui';
import { ErrorState } from '@edu/ui';
import { errorMessage } from '@edu/shared/core';
import { useLoginHref } from '../../../lib/login-href';
import { useLesson } from '../api/get-lesson';
import { useVideoConfig } from '../api/get-video-config';
import { saveLearningLog, type SavedLog } from '../api/save-learning-log';
import { useProgressSaver } from '../hooks/use-progress-saver';
import { isCompleted, resumePosition, type OutlineLesson } from '../lesson-outline';
import { LessonVideo } from './lesson-video';
import { ReportErrorForm } from './report-error-form';
import { LessonNotes } from './lesson-notes';
import { LessonQa } from './lesson-qa';

interface Props {
  lesson: OutlineLesson;
  previous: OutlineLesson | null;
  next: OutlineLesson | null;
  basePath: string;
  signedIn: boolean;
  onSaved: (lessonId: number, saved: SavedLog) => void;
}

/** The current lesson the learner may watch: video, actions, text, previous / next, error report. Render keyed by lesson id. */
export function LessonStage({ lesson, previous, next, basePath, signedIn, onSaved }: Props) {
  const detail = useLesson(lesson.id, signedIn);
  const config = useVideoConfig(true);
  const loginHref = useLoginHref();
  const [reporting, setReporting] = useState(false);
  const [marking, setMarking] = useState(false);
  const log = lesson.log ?? detail.data?.log ?? null;
  // Where to start is decided once per lesson (the stage is keyed by lesson): our own saves must not restart the video.
  const [startAt] = useState(() => resumePosition(lesson.log, lesson.duration_seconds));
  // a lesson without video is read: the server counts the time it is open instead
  const reading = Boolean(detail.data && !detail.data.video?.youtube && !detail.data.video?.adaptive_link);
  const saver = useProgressSaver({ lessonId: lesson.id, enabled: signedIn, startPosition: startAt, reading, onSaved });
  const done = isCompleted(lesson) || log?.completed === true;

  // Asks the server: it completes the lesson only when its heartbeats counted 90 % watched (else a 409 saying how
  // much is left, shown as is). The resume position stays where the learner is.
  const markDone = useCallback(async () => {
    setMarking(true);
    try {
      const saved = await saveLearningLog({ lesson_id: lesson.id, position: saver.position(), completed: true });
      onSaved(lesson.id, saved);
      showToast('Đã đánh dấu bài học là đã học', { kind: 'success' });
    } catch (err) {
      showToast(errorMessage(err, 'Không lưu được tiến độ, vui lòng thử lại.'), { kind: 'error' });
    } finally {
      setMarking(false);
    }
  }, [lesson.id, saver, onSaved]);

  return (
    <article className="ln-stage" aria-labelledby="ln-lesson-title">
      {detail.status === 'error' ? (
        <ErrorState message={errorMessage(detail.error, 'Không tải được bài học.')} onRetry={detail.refetch} />
      ) : detail.data && config.data ? (
        <LessonVideo key={lesson.id} lesson={detail.data} config={config.data} startAt={startAt} saver={saver} />
      ) : (
        <div className="skeleton ln-video-skel" aria-busy="true" aria-label="Đang tải bài học" />
      )}
      <header className="ln-stage-head">
        <div>
          <p className="ln-muted">{lesson.chapter}</p>
          <h2 id="ln-lesson-title">{lesson.title}</h2>
          <p className="ln-muted">Thời lượng: {formatDuration(lesson.duration_seconds)}</p>
        </div>
        <div className="ln-row">
          {done ? (
            <span className="ln-done" role="status">
              ✓ Đã học
            </span>
          ) : signedIn ? (
            <button type="button" className="btn btn-primary" onClick={markDone} disabled={marking}>
              Đánh dấu đã học
            </button>
          ) : (
            <Link className="btn btn-outline" to={loginHref}>
              Đăng nhập để lưu tiến độ
            </Link>
          )}
          <button type="button" className="btn btn-outline" aria-expanded={reporting} onClick={() => setReporting((r) => !r)}>
            Báo lỗi bài học
          </button>
        </div>
      </header>
      {reporting && <ReportErrorForm lessonId={lesson.id} onClose={() => setReporting(false)} />}
      {signedIn && <LessonNotes lessonId={lesson.id} position={saver.position} />}
      <LessonQa lessonId={lesson.id} signedIn={signedIn} />
      <nav className="ln-prevnext" aria-label="Chuyển bài học">
        {previous ? (
          <Link className="btn btn-outline" to={`${basePath}?lesson=${previous.id}`} rel="prev">
            ← Bài trước
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link className="btn btn-primary" to={`${basePath}?lesson=${next.id}`} rel="next">
            Bài tiếp theo →
          </Link>
        )}
      </nav>
      {detail.data && (
        <section className="ln-lesson-text" aria-label="Nội dung bài học">
          <RichText html={detail.data.content ?? ''} />
        </section>
      )}
    </article>
  );
}
