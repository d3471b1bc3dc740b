import '../components/ui/ui.css';
import { EmptyState, ErrorState } from '@edu/ui';
import { usePageMeta } from '@edu/shared/core';
import { CourseGrid } from '../components/course/course-grid';
import { getWishlist, mergeGuestWishlist } from '../components/wishlist/wishlist-api';
import { toCourseCard } from '../lib/course-view-model';
import { useQuery } from '../lib/use-query';

/** /tai-khoan/yeu-thich: the courses the learner keeps for later (a guest list merged at sign-in). */
export default function WishlistPage() {
  usePageMeta({ title: 'Khóa học yêu thích' });
  // a guest list kept in this browser joins the account's before it is shown
  const { data, status, refetch } = useQuery(['wishlist'], async (signal) => (await mergeGuestWishlist(), getWishlist(signal)), { staleMs: 0 });
  return (
    <section aria-labelledby="cat-wishlist-title">
      <h1 id="cat-wishlist-title">Khóa học yêu thích</h1>
      {status === 'error' ? (
        <ErrorState message="Không tải được danh sách yêu thích." onRetry={refetch} />
      ) : !data ? (
        <div className="skeleton cat-skel-block" aria-busy="true" aria-label="Đang tải" />
      ) : data.length === 0 ? (
        <EmptyState title="Chưa có khóa học yêu thích" hint="Bấm “Yêu thích” trên trang khóa học để lưu lại và xem sau." />
      ) : (
        <CourseGrid courses={data.map(toCourseCard)} label="Khóa học yêu thích" />
      )}
    </section>
  );
}
