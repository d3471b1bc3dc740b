import { useCallback, useState } from 'react';
import { errorMessage, getBus, showToast, useMounted } from '@edu/shared/core';
import { addToCart } from '../api/add-to-cart';

export const CART_ADDED_MSG = 'Đã thêm khóa học vào giỏ hàng';
export const CART_ALREADY_MSG = 'Khóa học đã có trong giỏ hàng';
export const CART_PACKAGE_MSG = 'Đã đổi gói học của khóa học trong giỏ hàng';
export const CART_FAILED_MSG = 'Không thêm được khóa học vào giỏ hàng. Vui lòng thử lại.';

/** Adds a course, whole or as a package (guest or signed in), tells the shell (cart:changed) and the learner (toast). */
export function useAddToCart(courseId: number, signedIn: boolean) {
  const [busy, setBusy] = useState(false);
  const mounted = useMounted();
  const add = useCallback(
    async (podId: number | null = null) => {
      setBusy(true);
      try {
        const { outcome, count } = await addToCart(courseId, signedIn, podId);
        getBus().emit('cart:changed', { v: 1, count });
        const said = { added: CART_ADDED_MSG, package: CART_PACKAGE_MSG, already: CART_ALREADY_MSG }[outcome];
        showToast(said, { kind: outcome === 'already' ? 'info' : 'success' });
      } catch (error) {
        showToast(errorMessage(error, CART_FAILED_MSG), { kind: 'error' });
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [courseId, signedIn, mounted],
  );
  return { add, busy };
}
