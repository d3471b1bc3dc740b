import '../components/ui/ui.css';
import { Link } from '@edu/shared/router';
import { useLoginHref } from '../lib/login-href';
import { usePageMeta, useSignedIn } from '@edu/shared/core';
import { RichText } from '@edu/ui';
import { STATION_SLUG, useHomeStudyPage } from '../features/home-study/api/get-home-study-page';
import { StationBar } from '../features/home-study/components/station-bar';
import { MY_COURSES_MAX, useMyCourses } from '../features/my-courses/api/get-my-courses';
import { MyCourseCard } from '../features/my-courses/components/my-course-card';
import { toMyCourseView } from '../features/my-courses/my-course-vm';
import '../features/home-study/components/home-study.css';
import '../features/my-courses/components/my-courses.css';

/** /home-study/station: a full-screen study station without the site layout: my courses as big tiles. */
export default function HomeStudyStationPage() {
  const signedIn = useSignedIn();
  const loginHref = useLoginHref();
  const page = useHomeStudyPage(STATION_SLUG);
  const mine = useMyCourses(1, signedIn, MY_COURSES_MAX);
  usePageMeta({ title: 'Trạm học tập tại nhà', description: page.data?.meta.description });

  return (
    <div className="ln-station">
      <StationBar />
      <div className="ln-station-body">
        {page.data?.content && (
          <div className="ln-station-intro">
            <RichText html={page.data.content} />
          </div>
        )}
        {!signedIn ? (
          <div className="card ln-signin-card">
            <h2>Đăng nhập để vào học</h2>
            <p>Trạm học tập hiển thị các khóa học của bạn và bài đang học dở.</p>
            <Link className="btn btn-primary" to={loginHref}>
              Đăng nhập
            </Link>
          </div>
        ) : mine.status === 'error' ? (
          <div className="card ln-signin-card" role="alert">
            <p>Không tải được khóa học của bạn.</p>
            <button type="button" className="btn btn-outline" onClick={mine.refetch}>
              Thử lại
            </button>
          </div>
        ) : !mine.data ? (
          <div className="ln-station-tiles" aria-busy="true">
            <div className="skeleton ln-mycard-skel" />
            <div className="skeleton ln-mycard-skel" />
          </div>
        ) : mine.data.items.length === 0 ? (
          <div className="card ln-signin-card">
            <p>Bạn chưa có khóa học nào.</p>
            <Link className="btn btn-primary" to="/khoa-hoc">
              Khám phá khóa học
            </Link>
          </div>
        ) : (
          <section aria-label="Khóa học của tôi" className="ln-station-tiles">
            {mine.data.items.map((c) => (
              <MyCourseCard key={c.id} course={toMyCourseView(c)} />
            ))}
          </section>
        )}
      </div>
    </div>
  );
}
