import { useEffect, useState } from 'react';
import { getBus } from '@edu/shared/core';
import { lastUnread, refreshUnread } from '../../../lib/unread';

/** The unread count for the account sidebar: follows the bus, and asks the API once if nobody has yet. */
export function useUnreadBadge(): number {
  const [unread, setUnread] = useState(() => lastUnread() ?? 0);
  useEffect(() => {
    const off = getBus().on('notifications:changed', (e) => setUnread(typeof e.unread === 'number' ? e.unread : 0));
    if (lastUnread() === null) void refreshUnread();
    return off;
  }, []);
  return unread;
}
