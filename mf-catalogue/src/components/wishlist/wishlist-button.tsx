import { useEffect } from 'react';
import { takeEarlyIntent } from '@edu/shared/core';
import { useWishlist } from './use-wishlist';

/**
 * ♥ on a course: on or off the wishlist, said to screen readers by aria-pressed. A guest's list lives in this
 * browser, which no server form reaches: a tap before the app has started is recorded by the page's early script
 * (data-intent) and replayed here once the list is known (docs/decisions/2026-11-27-actions-before-the-app.md).
 */
export function WishlistButton({ courseId }: { courseId: number }) {
  const wishlist = useWishlist();
  const on = wishlist.has(courseId);
  const intent = `wishlist:${courseId}`;
  const { loaded, toggle } = wishlist;

  useEffect(() => {
    if (!loaded) return;
    const want = takeEarlyIntent(intent);
    if (want !== null && (want === 'on') !== on) void toggle(courseId);
  }, [loaded, intent, on, toggle, courseId]);

  return (
    <button
      type="button"
      className="btn btn-outline cat-wish"
      aria-pressed={on}
      data-intent={intent}
      data-pending={on ? 'Đang bỏ khỏi danh sách yêu thích…' : 'Đang thêm vào danh sách yêu thích…'}
      onClick={() => void toggle(courseId)}
    >
      <span aria-hidden="true">{on ? '♥' : '♡'}</span> Yêu thích
    </button>
  );
}
