import { useContext } from 'react';
import { Link } from '@edu/shared/router';
import { useHydrated } from '@edu/shared/core';
import { InitialCartCount, useChrome } from '../app/chrome-store';

/**
 * The header's counted links, in the header and in the menu drawer alike. Each is named by what it shows:
 * a screen reader hears "Giỏ hàng 2 khóa học" and "Thông báo 3 chưa đọc" (with none unread the count is
 * read, not shown). `labelClassName` lets the header hide the word on a narrow screen and keep it read.
 */
export function CartLink({ labelClassName }: { labelClassName?: string }) {
  const live = useChrome((s) => s.cartCount);
  const initial = useContext(InitialCartCount);
  // the server's count until React owns the page (the store reads its initial state while hydrating)
  const count = useHydrated() || initial === undefined ? live : initial;
  return (
    <Link to="/gio-hang">
      <span className={labelClassName}>Giỏ hàng</span> <span className="sh-badge">{count}</span>
      <span className="visually-hidden"> khóa học</span>
    </Link>
  );
}

export function NotificationsLink({ labelClassName }: { labelClassName?: string }) {
  const unread = useChrome((s) => s.unread);
  return (
    <Link to="/tai-khoan/thong-bao">
      <span className={labelClassName}>Thông báo</span>{' '}
      {unread > 0 ? <span className="sh-badge">{unread}</span> : <span className="visually-hidden">0</span>}
      <span className="visually-hidden"> chưa đọc</span>
    </Link>
  );
}
