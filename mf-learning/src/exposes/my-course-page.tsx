import '../components/ui/ui.css';
import { useSearchParams } from '@edu/shared/router';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { MyCoursesView, pageOf } from '../features/my-courses/components/my-courses-view';
import { usePageMeta, useSignedIn } from '@edu/shared/core';

/** /mycourse: my courses with progress and 'Tiếp tục học'. The shell keeps the myCoursePage cookie. */
export default function MyCoursePage() {
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  usePageMeta({ title: 'Khóa học của tôi', description: 'Các khóa học bạn đã đăng ký, tiến độ học và bài học tiếp theo.' });

  if (!signedIn) {
    return <SignInPrompt title="Khóa học của tôi" message="Vui lòng đăng nhập để xem các khóa học của bạn và học tiếp bài đang học dở." />;
  }
  return (
    <section className="container" aria-labelledby="ln-mycourse-title">
      <h1 id="ln-mycourse-title" className="ln-page-title">
        Khóa học của tôi
      </h1>
      <MyCoursesView page={pageOf(params.get('page'))} hrefOf={(p) => `/mycourse?page=${p}`} />
    </section>
  );
}
