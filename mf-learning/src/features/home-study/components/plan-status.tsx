import { useSession } from '@edu/shared/core';
import { formatDate } from '@edu/shared/dates';

/** The home-study plan (subscription path '/home-study'), when the learner has an active one. */
export function PlanStatus() {
  const end = useSession((s) => s.subscription.find((p) => p.path === '/home-study' && Date.parse(p.endDate) > Date.now())?.endDate ?? null);
  if (!end) return null;
  return (
    <p className="ln-plan" role="status">
      Gói Home-study của bạn còn hạn đến {formatDate(end, 'DD/MM/YYYY')}.
    </p>
  );
}
