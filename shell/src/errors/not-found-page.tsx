import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { setPageMeta } from '@edu/shared/platform';

/** 404: also what an unmatched route renders (non-fatal, logged with the path). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    setPageMeta({ title: 'Không tìm thấy trang' });
    if (pathname !== '/404') console.warn(`Page not found: ${pathname}`);
  }, [pathname]);
  return (
    <section className="container sh-notfound">
      <strong aria-hidden="true">404</strong>
      <h1>Không tìm thấy trang</h1>
      <p>Trang bạn tìm không tồn tại hoặc đã được chuyển đi.</p>
      <Link className="btn btn-primary" to="/">
        Quay về trang chủ
      </Link>
    </section>
  );
}
