import type { CourseCardVm } from '../../lib/course-view-model';
import { Price, SizedImage, StarRating } from '@edu/ui';
import { SmartLink } from '@edu/ui';
import './course.css';

/** The grid's columns (minmax(250px, 1fr) in a 1200 px container): one on a phone, up to four on a laptop. */
const CARD_SIZES = '(max-width: 599px) calc(100vw - 32px), (max-width: 1023px) calc(50vw - 24px), 300px';

/** 'priority': the page's largest paint; 'eager': in the first screen at some widths; 'lazy': further down. */
export type ThumbnailLoading = 'priority' | 'eager' | 'lazy';

interface CourseCardProps {
  course: CourseCardVm;
  loading?: ThumbnailLoading;
}

export function CourseCard({ course, loading = 'lazy' }: CourseCardProps) {
  return (
    <article className="cat-card card" aria-label={course.name}>
      <SmartLink to={course.href} className="cat-card-thumb" tabIndex={-1} aria-hidden="true">
        <SizedImage
          image={course.image}
          alt=""
          priority={loading === 'priority'}
          eager={loading === 'eager'}
          className="cat-card-img"
          sizes={CARD_SIZES}
        />
        {course.groupLabel && <span className="cat-badge">{course.groupLabel}</span>}
      </SmartLink>
      <div className="cat-card-body">
        <h3 className="cat-card-title">
          <SmartLink to={course.href}>{course.name}</SmartLink>
        </h3>
        {course.teacher.name && <p className="cat-card-teacher">{course.teacher.name}</p>}
        {/* the line is there on every card, rated or not, so a first review does not make a row of cards taller */}
        <p className="cat-card-rating">
          {course.rating.count > 0 ? (
            <StarRating value={course.rating.value} count={course.rating.count} />
          ) : (
            <span className="cat-card-unrated">Chưa có đánh giá</span>
          )}
        </p>
        <div className="cat-card-foot">
          <Price current={course.price.current} old={course.price.old} free={course.price.isFree} />
        </div>
      </div>
    </article>
  );
}
