import { Link } from '@edu/shared/router';

/** Previous / next page links that keep the other query parameters. */
export function Pager({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="ln-pager" aria-label="Phân trang">
      {page > 1 && (
        <Link className="btn btn-outline" to={hrefOf(page - 1)}>
          Trang trước
        </Link>
      )}
      <span>
        Trang {page}/{pageCount}
      </span>
      {page < pageCount && (
        <Link className="btn btn-outline" to={hrefOf(page + 1)}>
          Trang sau
        </Link>
      )}
    </nav>
  );
}
