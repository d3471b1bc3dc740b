import { Link } from 'react-router-dom';
import { pageItems } from '@edu/shared';
import './ui.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** URL of a page, so the page number lives in the address bar. */
  hrefFor: (page: number) => string;
}

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav className="ct-pagination" aria-label="Phân trang">
      {page > 1 && (
        <Link className="ct-page-link" to={hrefFor(page - 1)} aria-label="Trang trước">‹</Link>
      )}
      {items.map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="ct-page-gap" aria-hidden="true">…</span>
        ) : (
          <Link key={item} className={item === page ? 'ct-page-link ct-page-current' : 'ct-page-link'} to={hrefFor(item)}
            aria-label={`Trang ${item}`} aria-current={item === page ? 'page' : undefined}>
            {item}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link className="ct-page-link" to={hrefFor(page + 1)} aria-label="Trang sau">›</Link>
      )}
    </nav>
  );
}
