import { Link } from '@edu/shared/router';
import { useSession } from '@edu/shared/core';
import { NotificationsLink } from './count-links';
import { useSignOut } from './use-sign-out';

/** Signed-in part of the header: name, unread notifications, sign-out. */
export function UserMenu() {
  const name = useSession((state) => state.userInfo?.full_name || state.userInfo?.email || 'Tài khoản');
  // only the site's own uploads (the API accepts no other avatar): never a request to another site
  const avatar = useSession((state) => (state.userInfo?.avatar?.startsWith('/uploads/') ? state.userInfo.avatar : null));

  const signOut = useSignOut();

  return (
    <>
      <NotificationsLink labelClassName="sh-label" />
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
