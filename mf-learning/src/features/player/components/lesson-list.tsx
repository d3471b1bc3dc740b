import { Link } from '@edu/shared/router';
import { formatDuration } from '@edu/shared/dates';
import { canWatch, groupByChapter, isCompleted, type OutlineLesson } from '../lesson-outline';

interface Props {
  lessons: OutlineLesson[];
  currentId: number | null;
  entitled: boolean;
  basePath: string;
}

/** The outline by chapter: duration, ✓ when learnt, 'Học thử' / locked marks for non-owners. */
export function LessonList({ lessons, currentId, entitled, basePath }: Props) {
  const chapters = groupByChapter(lessons);
  return (
    <nav className="ln-outline card" aria-label="Danh sách bài học">
      <h2 className="ln-outline-title">Danh sách bài học</h2>
      {chapters.map((chapter) => (
        <section key={chapter.title} className="ln-chapter">
          <h3>
            {chapter.title}
            <span className="ln-chapter-meta">
              {chapter.completedCount}/{chapter.lessons.length} bài · {formatDuration(chapter.durationSeconds)}
            </span>
          </h3>
          <ol>
            {chapter.lessons.map((lesson) => {
              const done = isCompleted(lesson);
              const locked = !canWatch(lesson, entitled);
              const current = lesson.id === currentId;
              return (
                <li key={lesson.id} className={`ln-lesson${current ? ' is-current' : ''}${done ? ' is-done' : ''}`}>
                  <Link to={`${basePath}?lesson=${lesson.id}`} aria-current={current ? 'page' : undefined}>
                    <span className="ln-lesson-mark" aria-hidden="true">
                      {done ? '✓' : locked ? '🔒' : '▶'}
                    </span>
                    <span className="ln-lesson-title">{lesson.title}</span>
                    {done && <span className="visually-hidden"> (Đã học)</span>}
                    {locked && <span className="visually-hidden"> (Bị khóa)</span>}
                    {!entitled && lesson.is_free_preview && <span className="ln-badge">Học thử</span>}
                    <span className="ln-lesson-time">{formatDuration(lesson.duration_seconds)}</span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
