import { SmartLink } from './smart-link';

export interface Crumb {
  label: string;
  href?: string;
}

/** Trang chủ / Khóa học / …: the last crumb is the current page (not a link). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="ui-breadcrumb" aria-label="Đường dẫn">
      <ol>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`}>
            {item.href && i < items.length - 1 ? <SmartLink to={item.href}>{item.label}</SmartLink> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
