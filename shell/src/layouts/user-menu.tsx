import { Link } from 'react-router-dom';
import { useSession } from '@edu/shared';
import { useChrome } from '../app/chrome-store';
import { useSignOut } from './use-sign-out';

/** Signed-in part of the header: name, unread notifications, sign-out. */
export function UserMenu() {
  const name = useSession((state) => state.userInfo?.full_name || state.userInfo?.email || 'Tài khoản');
  // only the site's own uploads (the API accepts no other avatar): never a request to another site
  const avatar = useSession((state) => (state.userInfo?.avatar?.startsWith('/uploads/') ? state.userInfo.avatar : null));
  const unread = useChrome((s) => s.unread);

  const signOut = useSignOut();

  return (
    <>
      {/* named by what it shows ("Thông báo 3 chưa đọc"; with none unread the count is read, not shown) */}
      <Link to="/tai-khoan/thong-bao">
        <span className="sh-label">Thông báo</span>{' '}
        {unread > 0 ? <span className="sh-badge">{unread}</span> : <span className="visually-hidden">0</span>}
        <span className="visually-hidden"> chưa đọc</span>
      </Link>
      <Link to="/tai-khoan" className="sh-user-name sh-wide-only">
        {avatar && <img className="sh-avatar" src={avatar} alt="" width={28} height={28} />}
        {name}
      </Link>
      <button type="button" className="btn btn-outline" onClick={() => void signOut()}>
        Đăng xuất
      </button>
    </>
  );
}
