import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { setPageMeta } from '@edu/shared/platform';

/**
 * This area's remote is deployed and routed, but its pages are still being built (its own issue).
 * The page says so plainly instead of pretending.
 */
export function AreaPlaceholder({ title }: { title: string }) {
  useEffect(() => setPageMeta({ title }), [title]);
  return (
    <section className="container" style={{ padding: '48px 16px' }}>
      <h1>{title}</h1>
      <p>Tính năng này đang được hoàn thiện và sẽ sớm ra mắt. Trong lúc chờ, bạn có thể xem các khóa học.</p>
      <Link className="btn btn-primary" to="/khoa-hoc">
        Xem khóa học
      </Link>
    </section>
  );
}
