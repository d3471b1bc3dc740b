import { useWishlist } from './use-wishlist';

/** ♥ on a course: on or off the wishlist, said to screen readers by aria-pressed. */
export function WishlistButton({ courseId }: { courseId: number }) {
  const wishlist = useWishlist();
  const on = wishlist.has(courseId);
  return (
    <button type="button" className="btn btn-outline cat-wish" aria-pressed={on} onClick={() => void wishlist.toggle(courseId)}>
      <span aria-hidden="true">{on ? '♥' : '♡'}</span> Yêu thích
    </button>
  );
}
