import { useContext } from 'react';
import { Link } from '@edu/shared/router';
import { useHydrated, useSession } from '@edu/shared/core';
import { InitialAccount } from '../app/chrome-store';
import { NotificationsLink } from './count-links';
import { SignOutForm } from './sign-out-form';

/** Signed-in part of the header: name, unread notifications, sign-out. */
export function UserMenu() {
  const ownName = useSession((state) => state.userInfo?.full_name || state.userInfo?.email || 'Tài khoản');
  // the name the server rendered (InitialAccount) until the app has read the session
  const serverName = useContext(InitialAccount);
  const name = useHydrated() || serverName === undefined ? ownName : serverName;
  // only the site's own uploads (the API accepts no other avatar): never a request to another site
  const avatar = useSession((state) => (state.userInfo?.avatar?.startsWith('/uploads/') ? state.userInfo.avatar : null));

  return (
    <>
      <NotificationsLink labelClassName="sh-label" />
      <Link to="/tai-khoan" className="sh-user-name sh-wide-only">
        {avatar && <img className="sh-avatar" src={avatar} alt="" width={28} height={28} />}
        {name}
      </Link>
      <SignOutForm buttonClassName="btn btn-outline" />
    </>
  );
}
