import '../components/ui/ui.css';
import { Link, useParams } from '@edu/shared/router';
import { ErrorState } from '@edu/ui';
import { RichText } from '@edu/ui';
import { isNotFound, NotFoundView } from '@edu/shared/core';
import { usePageMeta } from '@edu/shared/core';
import { useHomeStudyPage } from '../features/home-study/api/get-home-study-page';
import { BannerStrip } from '../features/home-study/components/banner-strip';
import { PlanStatus } from '../features/home-study/components/plan-status';
import { ProgrammeList } from '../features/home-study/components/programme-list';
import '../features/home-study/components/home-study.css';

const validSlug = (s: string | undefined) => (s && /^[A-Za-z0-9_-]{1,200}$/.test(s) ? s : null);

/** /home-study/{slug}: one home-study programme (a home_study page of the API); unknown → the 404 page in place. */
export default function HomeStudyItemPage() {
  const slug = validSlug(useParams().slug);
  const { data, error, status, refetch } = useHomeStudyPage(slug);
  const notFound = slug === null || isNotFound(error);
  usePageMeta(data ? data.meta : { title: 'Học tại nhà' });

  if (notFound) return <NotFoundView />;
  if (status === 'error') return <ErrorState message="Không tải được chương trình học." onRetry={refetch} />;
  return (
    <section className="container ln-hs" aria-labelledby="ln-hs-item-title" aria-busy={!data}>
      <p className="ln-muted">
        <Link to="/home-study">Học tại nhà</Link>
      </p>
      {!data ? (
        <div className="skeleton" style={{ height: 220 }} />
      ) : (
        <>
          <h1 id="ln-hs-item-title" className="ln-page-title">
            {data.title}
          </h1>
          <PlanStatus />
          <BannerStrip banners={data.banners} />
          <article className="card ln-hs-article">
            <RichText html={data.content} />
          </article>
          <div className="ln-hs-cta">
            <Link className="btn btn-primary" to="/home-study/station">
              Vào trạm học tập
            </Link>
            <Link className="btn btn-outline" to="/mycourse">
              Khóa học của tôi
            </Link>
          </div>
          <ProgrammeList programmes={data.programmes} title="Chương trình khác" />
        </>
      )}
    </section>
  );
}
