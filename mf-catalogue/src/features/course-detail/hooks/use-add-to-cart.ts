import { addToCart, errorMessage, showToast, useMutation } from '@edu/shared/core';

export const CART_ADDED_MSG = 'Đã thêm khóa học vào giỏ hàng';
export const CART_ALREADY_MSG = 'Khóa học đã có trong giỏ hàng';
export const CART_PACKAGE_MSG = 'Đã đổi gói học của khóa học trong giỏ hàng';
export const CART_FAILED_MSG = 'Không thêm được khóa học vào giỏ hàng. Vui lòng thử lại.';

/**
 * Adds a course, whole or as a package, through shared's one cart client (guest token or user; the client
 * announces cart:changed, so the shell's badge follows) and tells the learner (toast). No double add while busy.
 */
export function useAddToCart(courseId: number) {
  const mutation = useMutation(async (podId: number | null = null) => {
    try {
      const { outcome } = await addToCart(courseId, podId);
      const said = { added: CART_ADDED_MSG, package: CART_PACKAGE_MSG, already: CART_ALREADY_MSG }[outcome];
      showToast(said, { kind: outcome === 'already' ? 'info' : 'success' });
    } catch (error) {
      showToast(errorMessage(error, CART_FAILED_MSG), { kind: 'error' });
    }
  });
  return { add: mutation.run, busy: mutation.pending };
}
