import { Fragment } from 'react';
import { pageItems } from '@edu/shared/core';
import { SmartLink } from './smart-link';

interface Common {
  page: number;
  totalPages: number;
}
/** Links (`hrefFor`): the page lives in the address bar, crawlable and shareable — the default. */
interface LinkPagination extends Common {
  hrefFor: (page: number) => string;
  onPage?: never;
}
/** Buttons (`onPage`): for a list inside a page that is not addressable (a dialog, a private panel). */
interface ButtonPagination extends Common {
  onPage: (page: number) => void;
  hrefFor?: never;
}
export type PaginationProps = LinkPagination | ButtonPagination;

/** ‹ 1 … 4 5 6 … 20 ›: the current page is marked for screen readers; hidden when there is one page. */
export function Pagination(props: PaginationProps) {
  const { page, totalPages } = props;
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  const control = (target: number, label: string, text: string, current = false) =>
    props.hrefFor ? (
      <SmartLink className="ui-page" to={props.hrefFor(target)} aria-label={label} aria-current={current ? 'page' : undefined}>
        {text}
      </SmartLink>
    ) : (
      <button type="button" className="ui-page" aria-label={label} aria-current={current ? 'page' : undefined} onClick={() => props.onPage(target)}>
        {text}
      </button>
    );
  return (
    <nav className="ui-pagination" aria-label="Phân trang">
      {page > 1 && control(page - 1, 'Trang trước', '‹')}
      {items.map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="ui-page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Fragment key={item}>{control(item, `Trang ${item}`, String(item), item === page)}</Fragment>
        ),
      )}
      {page < totalPages && control(page + 1, 'Trang sau', '›')}
    </nav>
  );
}
