import { Link } from '@edu/shared/router';
import { formatDate } from '@edu/shared/dates';
import type { HomeStudyPlan } from '../api/get-my-plans';

/** The learner's Home-study plans: until when each runs, and the way in (or to renew). */
export function MyHomeStudyPlans({ plans }: { plans: HomeStudyPlan[] }) {
  if (!plans.length) {
    return (
      <div className="card ln-empty-mine">
        <p>Bạn chưa đăng ký gói Home-study.</p>
        <Link className="btn btn-primary" to="/home-study">
          Tìm hiểu Home-study
        </Link>
      </div>
    );
  }
  return (
    <ul className="ln-plans">
      {plans.map((p) => (
        <li key={`${p.id}-${p.endDate}`} className="card ln-plan-row">
          <span>
            <strong>{p.name}</strong>
            <br />
            <span className={p.active ? 'ln-muted' : 'ln-expired'}>
              {p.active ? 'Còn hạn đến' : 'Đã hết hạn ngày'} {formatDate(p.endDate, 'DD/MM/YYYY')}
            </span>
          </span>
          <Link to={p.active ? '/home-study/station' : '/home-study'} className={p.active ? 'btn btn-primary' : 'btn btn-outline'}>
            {p.active ? 'Vào học' : 'Gia hạn'}
          </Link>
        </li>
      ))}
    </ul>
  );
}
