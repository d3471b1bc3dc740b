import { Suspense, type ReactNode } from 'react';
import { CourseGrid } from '../../../components/course/course-grid';
import { Breadcrumb } from '@edu/ui';
import { courseCrumbs } from '../course-head';
import type { CourseDetailVm } from '../course-detail-vm';
import { BuyBox } from './buy-box';
import { CourseDescription } from './course-description';
import { CourseHeader } from './course-header';
import { CourseOutline } from './course-outline';
import { CourseTeacher } from './course-teacher';
import { CourseVote } from './course-vote';
import './course-detail.css';

interface CourseDetailViewProps {
  course: CourseDetailVm;
  signedIn: boolean;
  /** Rendered under the main column (the related-courses strip). */
  footer?: ReactNode;
}

export function CourseDetailView({ course, signedIn, footer }: CourseDetailViewProps) {
  return (
    <div className="container">
      <Breadcrumb items={courseCrumbs(course)} />
      <div className="cat-detail">
        <div className="cat-detail-main">
          <CourseHeader course={course} />
          {/* Its own boundary: on a server-rendered page React skips it on the first pass and hydrates the buy box
              first (the page's main actions), then this (at once if it is touched). Nothing in it suspends. */}
          <Suspense fallback={null}>
            <CourseDescription html={course.descriptionHtml} />
            {course.children.length > 0 && (
              <section className="cat-detail-section" aria-labelledby="cat-children-title">
                <h2 id="cat-children-title">Các khóa học trong gói ({course.groupLabel})</h2>
                <CourseGrid courses={course.children} label="Các khóa học trong gói" />
              </section>
            )}
            <CourseOutline chapters={course.chapters} lessonCount={course.lessonCount} totalDuration={course.totalDuration} />
            <CourseTeacher course={course} />
            <CourseVote course={course} signedIn={signedIn} />
          </Suspense>
        </div>
        <BuyBox course={course} />
      </div>
      {footer}
    </div>
  );
}
