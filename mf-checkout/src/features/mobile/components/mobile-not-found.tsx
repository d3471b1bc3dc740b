import { Link } from '@edu/shared/router';
import { usePageMeta } from '@edu/shared/core';

export function MobileNotFound({ english }: { english: boolean }) {
  usePageMeta({ title: 'Không tìm thấy trang' });
  return (
    <div className="co-state card" role="alert">
      <h1 className="co-state-title">Không tìm thấy trang</h1>
      <p>Trang bạn đang tìm không tồn tại hoặc đã được chuyển đi.</p>
      <div className="co-state-actions">
        <Link className="btn btn-primary" to={english ? '/m/english' : '/m'}>
          Về trang chính
        </Link>
      </div>
    </div>
  );
}
