import { useCallback, useEffect, useState } from 'react';
import {
  announceCartCount,
  getCart,
  removeFromCart,
  setCartLinePackage,
  showToast,
  type Cart,
  errorMessage,
  useMounted,
  useSignedIn,
} from '@edu/shared/core';
import { FRESH, useQuery } from '../../../lib/use-query';

export const REMOVED_MSG = 'Đã xóa khóa học khỏi giỏ hàng';
export const REMOVE_FAILED_MSG = 'Không xóa được khóa học. Vui lòng thử lại.';
export const PACKAGE_FAILED_MSG = 'Không đổi được gói học. Vui lòng thử lại.';

/** The cart of whoever is here (guest token or user); reloads when the learner signs in or out. */
export function useCart() {
  const signedIn = useSignedIn();
  const cart = useQuery<Cart>(['cart', signedIn ? 'user' : 'guest'], getCart, FRESH);
  const [removing, setRemoving] = useState<number | null>(null);
  const mounted = useMounted();
  const { setData } = cart;

  // Whatever the page learnt is the truth for the header badge too.
  const count = cart.data?.count;
  useEffect(() => {
    if (count !== undefined) announceCartCount(count);
  }, [count]);

  const remove = useCallback(
    async (courseId: number) => {
      setRemoving(courseId);
      try {
        const next = await removeFromCart(courseId);
        // the shared cart client announced the new count (cart:changed) for the header badge
        if (mounted.current) setData(next);
        showToast(REMOVED_MSG, { kind: 'success' });
      } catch (error) {
        showToast(errorMessage(error, REMOVE_FAILED_MSG), { kind: 'error' });
      } finally {
        if (mounted.current) setRemoving(null);
      }
    },
    [mounted, setData],
  );

  const [repricing, setRepricing] = useState<number | null>(null);
  const changePackage = useCallback(
    async (courseId: number, podId: number | null) => {
      setRepricing(courseId);
      try {
        const next = await setCartLinePackage(courseId, podId);
        if (mounted.current) setData(next);
      } catch (error) {
        showToast(errorMessage(error, PACKAGE_FAILED_MSG), { kind: 'error' });
      } finally {
        if (mounted.current) setRepricing(null);
      }
    },
    [mounted, setData],
  );

  return { ...cart, removing, remove, repricing, changePackage };
}
