import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage, showToast, useSignedIn } from '@edu/shared/core';
import { useQuery } from '../../lib/use-query';
import { addToWishlist, getWishlistIds, mergeGuestWishlist, readGuestWishlist, removeFromWishlist, writeGuestWishlist } from './wishlist-api';

export const ADDED = 'Đã thêm vào danh sách yêu thích';
export const REMOVED = 'Đã bỏ khỏi danh sách yêu thích';

/**
/** The account's wishlist ids; a guest list waiting in this browser is merged into it first (once), then forgotten here. */
async function accountWishlist(signal?: AbortSignal): Promise<number[]> {
  return (await mergeGuestWishlist()) ?? getWishlistIds(signal);
}

/**
 * Which courses are on the wishlist, and a toggle: the account's list when signed in (a guest list in this browser
 * is merged into it once), this browser's list for a guest.
 */
export function useWishlist() {
  const signedIn = useSignedIn();
  const server = useQuery(['wishlist-ids', signedIn], accountWishlist, { enabled: signedIn });
  const [guest, setGuest] = useState<number[] | null>(null);
  useEffect(() => setGuest(readGuestWishlist()), []);
  const { setData } = server;

  const ids = useMemo(() => (signedIn ? (server.data ?? []) : (guest ?? [])), [signedIn, server.data, guest]);
  // the list is known (a toggle now starts from the real state)
  const loaded = signedIn ? server.data !== undefined : guest !== null;
  const toggle = useCallback(
    async (courseId: number) => {
      const on = ids.includes(courseId);
      if (!signedIn) {
        const next = on ? ids.filter((id) => id !== courseId) : [courseId, ...ids];
        writeGuestWishlist(next);
        setGuest(next);
        showToast(on ? REMOVED : `${ADDED}. Đăng nhập để lưu vào tài khoản.`, { kind: 'success' });
        return;
      }
      try {
        setData(on ? await removeFromWishlist(courseId) : await addToWishlist([courseId]));
        showToast(on ? REMOVED : ADDED, { kind: 'success' });
      } catch (error) {
        showToast(errorMessage(error, 'Không cập nhật được danh sách yêu thích. Vui lòng thử lại.'), { kind: 'error' });
      }
    },
    [ids, signedIn, setData],
  );

  return { has: (courseId: number) => ids.includes(courseId), toggle, loaded };
}
