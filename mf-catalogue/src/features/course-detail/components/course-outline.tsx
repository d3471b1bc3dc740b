import { SmartLink } from '@edu/ui';
import type { ChapterView } from '../course-detail-vm';

interface CourseOutlineProps {
  chapters: ChapterView[];
  lessonCount: number;
  totalDuration: string;
}

/** The lesson outline; free previews link to the player. The first chapter starts open. */
export function CourseOutline({ chapters, lessonCount, totalDuration }: CourseOutlineProps) {
  if (chapters.length === 0) return null;
  return (
    <section className="cat-detail-section" aria-labelledby="cat-outline-title">
      <h2 id="cat-outline-title">Nội dung khóa học</h2>
      <p className="cat-muted">
        {chapters.length} chương · {lessonCount} bài học · {totalDuration}
      </p>
      {chapters.map((chapter, i) => (
        <details key={chapter.title} className="cat-chapter" open={i === 0}>
          <summary>
            {chapter.title} <span className="cat-muted">({chapter.lessons.length} bài)</span>
          </summary>
          <ol>
            {chapter.lessons.map((lesson) => (
              <li key={lesson.id}>
                <span className="cat-lesson-title">{lesson.title}</span>
                {lesson.previewHref && (
                  <SmartLink className="cat-preview" to={lesson.previewHref} aria-label={`Học thử: ${lesson.title}`}>
                    Học thử
                  </SmartLink>
                )}
                <span className="cat-muted">{lesson.duration}</span>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
