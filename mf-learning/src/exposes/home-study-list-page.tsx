import '../components/ui/ui.css';
import { Link } from '@edu/shared/router';
import { useLoginHref } from '../lib/login-href';
import { usePageMeta, useSignedIn } from '@edu/shared/core';
import { useHomeStudyBanners } from '../features/home-study/api/get-banners';
import { useFolders } from '../features/home-study/api/get-folders';
import { STATION_SLUG, useHomeStudyPage } from '../features/home-study/api/get-home-study-page';
import { BannerStrip } from '../features/home-study/components/banner-strip';
import { FolderShelf } from '../features/home-study/components/folder-shelf';
import { PlanStatus } from '../features/home-study/components/plan-status';
import { ProgrammeList } from '../features/home-study/components/programme-list';
import '../features/home-study/components/home-study.css';

/**
 * /home-study. The API has no index page for home study: the programmes are its home_study pages
 * (read as the station page's siblings), the banners are placement 27, and a signed-in learner also
 * sees their course folders (folders.json).
 */
export default function HomeStudyListPage() {
  const signedIn = useSignedIn();
  const loginHref = useLoginHref();
  const station = useHomeStudyPage(STATION_SLUG);
  const banners = useHomeStudyBanners();
  const folders = useFolders(signedIn);
  usePageMeta({ title: 'Học tại nhà', description: 'Chương trình học tại nhà: mỗi ngày một chút cùng con, học theo lộ trình trên Website và App.' });

  return (
    <section className="container ln-hs" aria-labelledby="ln-hs-title">
      <h1 id="ln-hs-title" className="ln-page-title">
        Học tại nhà
      </h1>
      <p className="ln-hs-lead">Chọn một chương trình, học mỗi ngày một chút và theo dõi tiến độ của bạn ngay tại nhà.</p>
      <PlanStatus />
      <div className="ln-hs-cta">
        <Link className="btn btn-primary" to="/home-study/station">
          Vào trạm học tập
        </Link>
        {signedIn ? (
          <Link className="btn btn-outline" to="/mycourse">
            Khóa học của tôi
          </Link>
        ) : (
          <Link className="btn btn-outline" to={loginHref}>
            Đăng nhập để lưu tiến độ
          </Link>
        )}
      </div>
      <BannerStrip banners={banners.data ?? []} />
      {station.status === 'loading' ? (
        <div className="skeleton" style={{ height: 120 }} aria-busy="true" />
      ) : station.data?.programmes.length ? (
        <ProgrammeList programmes={station.data.programmes} />
      ) : (
        <p className="ln-muted">Chưa có chương trình học tại nhà nào.</p>
      )}
      {signedIn && <FolderShelf folders={folders.data ?? []} />}
    </section>
  );
}
