import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from '@edu/shared/router';
import { certificateRoute, courseRoute, learnRoute, type CourseDetail, type LearningLog } from '@edu/shared/core';
import { ErrorState } from '@edu/ui';
import { LessonProgress } from '../../../components/ui/lesson-progress';
import { usePageMeta } from '@edu/shared/core';
import { useLessons } from '../api/get-lessons';
import type { SavedLog } from '../api/save-learning-log';
import { canWatch, chooseCurrentLesson, courseProgress, neighbours, parseLessonParam, withLogs } from '../lesson-outline';
import { CourseDocuments } from './course-documents';
import { LessonList } from './lesson-list';
import { LessonStage } from './lesson-stage';
import { LockedLesson } from './locked-lesson';
import './player.css';

/** /vao-hoc once the course is known: header with progress, the current lesson, the outline. */
export function CoursePlayer({ course, signedIn }: { course: CourseDetail; signedIn: boolean }) {
  const [params] = useSearchParams();
  const list = useLessons(course.id, signedIn);
  const [saved, setSaved] = useState<Record<number, LearningLog>>({});
  const [certificate, setCertificate] = useState<string | null>(null);
  const onSaved = useCallback((lessonId: number, answer: SavedLog) => {
    setSaved((s) => ({ ...s, [lessonId]: answer.log }));
    if (answer.certificate) setCertificate(answer.certificate.code);
  }, []);

  const entitled = list.data?.entitled ?? course.entitled;
  const lessons = useMemo(() => withLogs(list.data?.lessons ?? [], saved), [list.data, saved]);
  const current = chooseCurrentLesson(lessons, { requestedId: parseLessonParam(params.get('lesson')), entitled });
  const { previous, next } = current ? neighbours(lessons, current.id) : { previous: null, next: null };
  const basePath = learnRoute(course.alias, course.alias_code);
  const progress = courseProgress(lessons);
  usePageMeta({
    title: current ? `${current.title} – ${course.name}` : course.name,
    description: course.meta?.description || course.short_description,
    keywords: course.meta?.keywords,
  });

  return (
    <div className="container ln-player">
      <header className="ln-player-head">
        <p className="ln-muted">
          <Link to={courseRoute(course.alias, course.alias_code)}>Thông tin khóa học</Link>
          {signedIn && (
            <>
              {' · '}
              <Link to="/mycourse">Khóa học của tôi</Link>
            </>
          )}
        </p>
        <h1>{course.name}</h1>
        {entitled && lessons.length > 0 && <LessonProgress done={progress.done} total={progress.total} label="Tiến độ khóa học" />}
        {certificate && (
          <p className="ln-certificate-banner" role="status">
            Chúc mừng! Bạn đã hoàn thành khóa học. <Link to={certificateRoute(certificate)}>Xem chứng chỉ</Link>
          </p>
        )}
        {!entitled && list.data && <p className="ln-trial">Bạn đang xem thử khóa học. Các bài có nhãn “Học thử” xem được miễn phí.</p>}
      </header>
      {list.status === 'error' ? (
        <ErrorState message="Không tải được danh sách bài học." onRetry={list.refetch} />
      ) : !list.data ? (
        <div className="ln-layout">
          <div className="skeleton ln-video-skel" aria-busy="true" aria-label="Đang tải bài học" />
          <div className="skeleton ln-outline-skel" />
        </div>
      ) : lessons.length === 0 ? (
        <EmptyCourse course={course} />
      ) : (
        <div className="ln-layout">
          <div className="ln-main">
            {current && canWatch(current, entitled) ? (
              <LessonStage
                key={current.id}
                lesson={current}
                previous={previous}
                next={next}
                basePath={basePath}
                signedIn={signedIn}
                onSaved={onSaved}
              />
            ) : (
              <LockedLesson course={course} signedIn={signedIn} />
            )}
            <CourseDocuments courseId={course.id} entitled={entitled && signedIn} />
          </div>
          <LessonList lessons={lessons} currentId={current?.id ?? null} entitled={entitled} basePath={basePath} />
        </div>
      )}
    </div>
  );
}

/** A course group has no lessons of its own: its courses are learnt one by one. */
function EmptyCourse({ course }: { course: CourseDetail }) {
  if (!course.children?.length) return <p className="card ln-empty">Khóa học chưa có bài học nào. Vui lòng quay lại sau.</p>;
  return (
    <section className="card ln-empty" aria-labelledby="ln-children-title">
      <h2 id="ln-children-title">Các khóa học trong nhóm</h2>
      <ul className="ln-children">
        {course.children.map((child) => (
          <li key={child.id}>
            <Link to={learnRoute(child.alias, child.alias_code)}>{child.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
