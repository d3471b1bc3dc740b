import { Link } from '@edu/shared/router';
import { EmptyState } from '@edu/ui';
import { usePageMeta } from '../../../lib/use-page-meta';

/** An unknown /tai-khoan/… path: stay in the area, offer the way back. */
export function AccountNotFound() {
  usePageMeta('Không tìm thấy trang');
  return (
    <EmptyState title="Không tìm thấy trang này trong tài khoản">
      <Link to="/tai-khoan" className="btn btn-primary">
        Về trang tài khoản
      </Link>
    </EmptyState>
  );
}
