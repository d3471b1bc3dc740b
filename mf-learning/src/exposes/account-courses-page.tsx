import '../components/ui/ui.css';
import { useSearchParams } from '@edu/shared/router';
import { usePageMeta } from '@edu/shared/core';
import { MyCoursesView, pageOf } from '../features/my-courses/components/my-courses-view';

/** /tai-khoan/khoa-hoc-cua-toi, inside the shell's profile layout (guarded: the learner is signed in). */
export default function AccountCoursesPage() {
  const [params] = useSearchParams();
  usePageMeta({ title: 'Khóa học của tôi' });
  return (
    <section aria-labelledby="ln-account-courses-title">
      <h1 id="ln-account-courses-title" className="ln-page-title">
        Khóa học của tôi
      </h1>
      <MyCoursesView page={pageOf(params.get('page'))} hrefOf={(p) => `/tai-khoan/khoa-hoc-cua-toi?page=${p}`} />
    </section>
  );
}
