import type { ReactNode } from 'react';
import { Link } from '@edu/shared/router';
import { CourseThumb } from './course-thumb';
import type { LineItemView } from './line-item-view';

/** One course line: thumbnail, name (links to the course), package, server price; `action` on the right. */
export function LineItem({ item, action, note }: { item: LineItemView; action?: ReactNode; note?: ReactNode }) {
  return (
    <li className="co-line">
      <Link to={item.href} className="co-line-thumb" tabIndex={-1} aria-hidden="true">
        <CourseThumb thumb={item.thumb} alt="" />
      </Link>
      <div className="co-line-body">
        <Link to={item.href} className="co-line-name">
          {item.name}
        </Link>
        {item.packageText && <span className="co-muted">{item.packageText}</span>}
        {note}
      </div>
      <div className="co-line-price">
        <strong>{item.price}</strong>
        {item.listPrice && (
          <s className="co-muted">
            <span className="visually-hidden">Giá gốc </span>
            {item.listPrice}
          </s>
        )}
        {action}
      </div>
    </li>
  );
}
