import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import type { CourseDetailVm } from '../course-detail-vm';
import { BuyBox } from './buy-box';
import { CourseDescription } from './course-description';
import { CourseHeader } from './course-header';
import { CourseOutline } from './course-outline';
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
      <Breadcrumb items={[{ label: 'Trang chủ', href: '/' }, { label: 'Khóa học', href: '/khoa-hoc' }, { label: course.name }]} />
      <div className="cat-detail">
        <div className="cat-detail-main">
          <CourseHeader course={course} />
          <CourseDescription html={course.descriptionHtml} />
          <CourseOutline chapters={course.chapters} lessonCount={course.lessonCount} totalDuration={course.totalDuration} />
          <CourseVote course={course} signedIn={signedIn} />
        </div>
        <BuyBox course={course} signedIn={signedIn} />
      </div>
      {footer}
    </div>
  );
}
