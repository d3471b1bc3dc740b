import { Link } from 'react-router-dom';
import { DATE_FORMAT, formatDate } from '@edu/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { QueryView } from '../../../components/ui/query-view';
import { useQuery } from '../../../lib/use-query';
import { getHomeStudy, homeStudyKey } from '../api/get-homestudy';
import type { HomeStudyOverview } from '../types';

/** /tai-khoan/khoa-hoc-homestudy: the learner's Home-study plans and the programmes they open. */
export function HomeStudyPage() {
  const query = useQuery(homeStudyKey, getHomeStudy);
  return (
    <>
      <PageHeading title="Khóa học Home-study">Học tại nhà cùng con, mỗi ngày một chút.</PageHeading>
      <QueryView query={query}>{(data) => <HomeStudyBody data={data} />}</QueryView>
    </>
  );
}

function HomeStudyBody({ data }: { data: HomeStudyOverview }) {
  const active = data.plans.some((p) => p.active);
  return (
    <div className="acc-stack">
      {data.plans.length === 0 ? (
        <EmptyState title="Bạn chưa đăng ký gói Home-study">
          <Link to="/home-study" className="btn btn-primary">
            Tìm hiểu Home-study
          </Link>
        </EmptyState>
      ) : (
        <ul className="acc-list">
          {data.plans.map((p) => (
            <li key={`${p.id}-${p.endDate}`} className="card acc-card acc-row" style={{ justifyContent: 'space-between' }}>
              <span>
                <strong>{p.name}</strong>
                <br />
                <span className={p.active ? 'acc-small acc-muted' : 'acc-small acc-danger'}>
                  {p.active ? 'Còn hạn đến' : 'Đã hết hạn ngày'} {formatDate(p.endDate, DATE_FORMAT)}
                </span>
              </span>
              <Link to={p.active ? '/home-study/station' : '/home-study'} className={p.active ? 'btn btn-primary' : 'btn btn-outline'}>
                {p.active ? 'Vào học' : 'Gia hạn'}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data.programmes.length > 0 ? (
        <section className="card acc-card acc-section" aria-labelledby="acc-hs-programmes">
          <h2 id="acc-hs-programmes">Chương trình {active ? 'của bạn' : 'Home-study'}</h2>
          <ul>
            {data.programmes.map((p) => (
              <li key={p.slug}>
                <Link to={`/home-study/${p.slug}`}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
