import { useCallback, useEffect, useRef, useState } from 'react';
import {
  announceCartCount,
  getCart,
  removeFromCart,
  setCartLinePackage,
  showToast,
  type Cart,
  errorMessage,
  useMutation,
  useSignedIn,
} from '@edu/shared/core';
import { FRESH, invalidateQueries, useQuery } from '../../../lib/use-query';

export const REMOVED_MSG = 'Đã xóa khóa học khỏi giỏ hàng';
export const REMOVE_FAILED_MSG = 'Không xóa được khóa học. Vui lòng thử lại.';
export const PACKAGE_FAILED_MSG = 'Không đổi được gói học. Vui lòng thử lại.';

/** A change of the cart: a line taken out, or bought as another package (null: the whole course). */
type CartWrite = { kind: 'remove'; courseId: number } | { kind: 'package'; courseId: number; podId: number | null };

/** The cart without `courseId`'s line, as the server will answer (shown before it does). */
const withoutLine = (cart: Cart, courseId: number): Cart => {
  const items = cart.items.filter((i) => i.course.id !== courseId);
  return { items, count: items.length, subtotal: items.reduce((s, i) => s + i.price, 0) };
};

/** The line of `courseId` bought as package `podId` (its price is the server's to say: it comes with the answer). */
const withPackage = (cart: Cart, courseId: number, podId: number | null): Cart => ({
  ...cart,
  items: cart.items.map((i) => (i.course.id === courseId ? { ...i, pod_id: podId, pod: i.course.pods?.find((p) => p.id === podId) ?? null } : i)),
});

/**
 * The cart of whoever is here (guest token or user); reloads when the learner signs in or out. Its writes are
 * one TanStack mutation (shared's useMutation) queued one after another: the line changes at once on screen, the
 * server gets the changes in the order they were made (so the last one made is the one that stays), a failure
 * puts the line back with a Vietnamese message, and once the last write settled the cart is read again.
 */
export function useCart() {
  const signedIn = useSignedIn();
  const cart = useQuery<Cart>(['cart', signedIn ? 'user' : 'guest'], getCart, FRESH);
  const { setData } = cart;

  // Whatever the page learnt is the truth for the header badge too.
  const count = cart.data?.count;
  useEffect(() => {
    if (count !== undefined) announceCartCount(count);
  }, [count]);

  /** Shows `change` now; returns what puts the cart back as it was. */
  const showNow = useCallback(
    (change: (cart: Cart) => Cart) => {
      let before: Cart | undefined;
      setData((current) => {
        before = current;
        return (current ? change(current) : current) as Cart;
      });
      return () => {
        if (before) setData(before);
      };
    },
    [setData],
  );
  const readAgain = useCallback(() => invalidateQueries(['cart']), []);

  /** Writes asked and not answered yet: only the last one's answer is shown (a later change stays on screen meanwhile). */
  const unanswered = useRef(0);
  const [busy, setBusy] = useState<CartWrite | null>(null);
  const { run } = useMutation(
    async (write: CartWrite) => {
      setBusy(write);
      try {
        // the shared cart client announces the new count (cart:changed) for the header badge
        const next = write.kind === 'remove' ? await removeFromCart(write.courseId) : await setCartLinePackage(write.courseId, write.podId);
        if (unanswered.current === 1) setData(next);
        if (write.kind === 'remove') showToast(REMOVED_MSG, { kind: 'success' });
      } catch (error) {
        showToast(errorMessage(error, write.kind === 'remove' ? REMOVE_FAILED_MSG : PACKAGE_FAILED_MSG), { kind: 'error' });
        throw error;
      } finally {
        unanswered.current -= 1;
        setBusy((current) => (current === write ? null : current));
      }
    },
    undefined,
    {
      concurrency: 'queue',
      optimistic: (write) => {
        unanswered.current += 1;
        return showNow((c) => (write.kind === 'remove' ? withoutLine(c, write.courseId) : withPackage(c, write.courseId, write.podId)));
      },
      invalidate: readAgain,
    },
  );

  const remove = useCallback((courseId: number) => run({ kind: 'remove', courseId }).then(() => undefined), [run]);
  const changePackage = useCallback(
    (courseId: number, podId: number | null) => run({ kind: 'package', courseId, podId }).then(() => undefined),
    [run],
  );
  return {
    ...cart,
    removing: busy?.kind === 'remove' ? busy.courseId : null,
    remove,
    repricing: busy?.kind === 'package' ? busy.courseId : null,
    changePackage,
  };
}
