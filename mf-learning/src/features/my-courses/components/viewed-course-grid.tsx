import { Link } from '@edu/shared/router';
import { courseRoute } from '@edu/shared/core';
import { formatDate } from '@edu/shared/dates';
import { withRenditions } from '@edu/shared/media';
import { SizedImage } from '@edu/ui';
import type { ViewedCourse } from '../api/get-viewed-courses';
import './my-courses.css';

const CARD_SIZES = '(max-width: 599px) calc(100vw - 32px), 300px';

/** Recently viewed courses: each card leads back to the course page (not the player: they may not own it). */
export function ViewedCourseGrid({ courses }: { courses: ViewedCourse[] }) {
  return (
    <div className="ln-mygrid">
      {courses.map((c) => (
        <article key={c.id} className="ln-mycard card" aria-labelledby={`ln-viewed-${c.id}`}>
          {c.thumbnail.img && (
            <SizedImage
              image={withRenditions({ src: c.thumbnail.img, width: 640, height: 360 })}
              alt=""
              className="ln-mycard-img"
              sizes={CARD_SIZES}
            />
          )}
          <div className="ln-mycard-body">
            <h2 id={`ln-viewed-${c.id}`} className="ln-mycard-title">
              <Link to={courseRoute(c.alias, c.alias_code)}>{c.name}</Link>
            </h2>
            {c.teacher.full_name && <p className="ln-muted">{c.teacher.full_name}</p>}
            <p className="ln-mycard-meta ln-muted">Xem lần cuối {formatDate(c.viewed_at, 'DD/MM/YYYY')}</p>
            <Link className="btn btn-outline" to={courseRoute(c.alias, c.alias_code)} aria-label={`Xem khóa học ${c.name}`}>
              Xem khóa học
            </Link>
          </div>
        </article>
      ))}
    </div>
  );
}
