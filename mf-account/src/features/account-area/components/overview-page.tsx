import { Link } from '@edu/shared/router';
import { useSession } from '@edu/shared/core';
import { PageHeading } from '../../../components/ui/page-heading';
import { useUnreadBadge } from '../hooks/use-unread-badge';

const TILES = [
  { to: '/tai-khoan/khoa-hoc-cua-toi', title: 'Khóa học của tôi', text: 'Tiếp tục học các khóa bạn đã có' },
  { to: '/tai-khoan/kich-hoat-khoa-hoc', title: 'Kích hoạt khóa học', text: 'Có mã kích hoạt? Mở khóa học ngay' },
  { to: '/tai-khoan/don-hang', title: 'Đơn hàng', text: 'Xem lịch sử mua và trạng thái thanh toán' },
  { to: '/tai-khoan/uu-dai', title: 'Ưu đãi', text: 'Mã giảm giá dành cho bạn' },
  { to: '/tai-khoan/ho-so', title: 'Hồ sơ cá nhân', text: 'Cập nhật thông tin, ảnh đại diện, mật khẩu' },
  { to: '/tai-khoan/chu-de-quan-tam', title: 'Chủ đề quan tâm', text: 'Nhận gợi ý khóa học phù hợp' },
];

/** /tai-khoan */
export function OverviewPage() {
  const name = useSession((s) => s.userInfo?.full_name || '');
  const unread = useUnreadBadge();
  return (
    <>
      <PageHeading title="Tài khoản của tôi">{name ? `Xin chào, ${name}!` : 'Xin chào!'}</PageHeading>
      {unread > 0 ? (
        <p className="acc-alert acc-alert--info">
          Bạn có {unread} thông báo chưa đọc. <Link to="/tai-khoan/thong-bao">Xem thông báo</Link>
        </p>
      ) : null}
      <ul className="acc-tiles">
        {TILES.map((t) => (
          <li key={t.to}>
            <Link to={t.to} className="card acc-tile">
              <strong>{t.title}</strong>
              <span className="acc-muted acc-small">{t.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
