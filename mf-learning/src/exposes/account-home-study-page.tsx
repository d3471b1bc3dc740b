import '../components/ui/ui.css';
import { usePageMeta } from '@edu/shared/core';
import { ErrorState } from '@edu/ui';
import { useMyHomeStudyPlans } from '../features/home-study/api/get-my-plans';
import { STATION_SLUG, useHomeStudyPage } from '../features/home-study/api/get-home-study-page';
import { MyHomeStudyPlans } from '../features/home-study/components/my-home-study-plans';
import { ProgrammeList } from '../features/home-study/components/programme-list';
import '../features/home-study/components/home-study.css';

/** /tai-khoan/khoa-hoc-homestudy, inside the shell's profile layout: my Home-study plans and the programmes. */
export default function AccountHomeStudyPage() {
  const plans = useMyHomeStudyPlans();
  const station = useHomeStudyPage(STATION_SLUG);
  usePageMeta({ title: 'Khóa học Home-study' });
  const active = plans.data?.some((p) => p.active) ?? false;
  return (
    <section aria-labelledby="ln-account-hs-title">
      <h1 id="ln-account-hs-title" className="ln-page-title">
        Khóa học Home-study
      </h1>
      <p className="ln-muted">Học tại nhà cùng con, mỗi ngày một chút.</p>
      {plans.status === 'error' ? (
        <ErrorState message="Không tải được gói Home-study của bạn." onRetry={plans.refetch} />
      ) : !plans.data ? (
        <div className="skeleton" style={{ height: 96 }} aria-busy="true" aria-label="Đang tải gói Home-study" />
      ) : (
        <MyHomeStudyPlans plans={plans.data} />
      )}
      <ProgrammeList programmes={station.data?.programmes ?? []} title={active ? 'Chương trình của bạn' : 'Chương trình Home-study'} />
    </section>
  );
}
