import { Link } from '@edu/shared/router';
import { usePageHead, useHttpStatus } from '@edu/shared/state';

/**
 * The 404 page (SPEC §8), rendered in place: the URL stays, the server answers HTTP 404 with it,
 * and search engines are told not to index it. The shell's unmatched routes and every remote's
 * "this course / post / category does not exist" show the same page.
 */
export function NotFoundView() {
  useHttpStatus(404);
  usePageHead({ title: 'Không tìm thấy trang', robots: 'noindex' });
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
