export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / numbered / next; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  return (
    <nav className="acc-pagination" aria-label="Phân trang">
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Trước
      </button>
      {numbers.map((n) => (
        <button key={n} type="button" className="btn btn-outline" aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>
          {n}
        </button>
      ))}
      <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Sau
      </button>
    </nav>
  );
}
