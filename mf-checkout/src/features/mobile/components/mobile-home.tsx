import { Link } from '@edu/shared/router';
import { usePageMeta } from '@edu/shared/core';

/** /m: the mobile-payment area's landing, for a webview opened without a destination. */
export function MobileHome() {
  usePageMeta({ title: 'Thanh toán trên di động' });
  return (
    <div className="co-state card">
      <h1 className="co-state-title">Thanh toán trên di động</h1>
      <p>Khu vực thanh toán dành cho ứng dụng KhoaHoc.vn. Bạn có thể xem giỏ hàng hoặc tiếp tục chọn khóa học.</p>
      <div className="co-state-actions">
        <Link className="btn btn-primary" to="/gio-hang">
          Xem giỏ hàng
        </Link>
        <Link className="btn btn-outline" to="/khoa-hoc">
          Xem các khóa học
        </Link>
      </div>
    </div>
  );
}
