import { SmartLink } from './smart-link';
import { pageItems } from '@edu/shared';
import './ui.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** URL of a page, so pagination state lives in the address bar. */
  hrefFor: (page: number) => string;
}

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav className="cat-pagination" aria-label="Phân trang">
      {page > 1 && (
        <SmartLink className="cat-page" to={hrefFor(page - 1)} aria-label="Trang trước">
          ‹
        </SmartLink>
      )}
      {items.map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="cat-page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <SmartLink
            key={item}
            className={item === page ? 'cat-page cat-page-current' : 'cat-page'}
            to={hrefFor(item)}
            aria-label={`Trang ${item}`}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </SmartLink>
        ),
      )}
      {page < totalPages && (
        <SmartLink className="cat-page" to={hrefFor(page + 1)} aria-label="Trang sau">
          ›
        </SmartLink>
      )}
    </nav>
  );
}
