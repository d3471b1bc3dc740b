import { NavLink, useNavigate } from 'react-router-dom';
import { signOut } from '../../../lib/sign-out';
import { useUnreadBadge } from '../hooks/use-unread-badge';

const LINKS = [
  { to: '/tai-khoan', label: 'Tổng quan', end: true },
  { to: '/tai-khoan/ho-so', label: 'Hồ sơ cá nhân' },
  { to: '/tai-khoan/khoa-hoc-cua-toi', label: 'Khóa học của tôi' },
  { to: '/tai-khoan/khoa-hoc-da-xem', label: 'Khóa học đã xem' },
  { to: '/tai-khoan/khoa-hoc-homestudy', label: 'Khóa học Home-study' },
  { to: '/tai-khoan/kich-hoat-khoa-hoc', label: 'Kích hoạt khóa học' },
  { to: '/tai-khoan/don-hang', label: 'Đơn hàng' },
  { to: '/tai-khoan/uu-dai', label: 'Ưu đãi' },
  { to: '/tai-khoan/thong-bao', label: 'Thông báo', badge: true },
  { to: '/tai-khoan/chu-de-quan-tam', label: 'Chủ đề quan tâm' },
];

/** The area's own navigation (the shell's profile layout provides only the site header). */
export function AccountNav() {
  const navigate = useNavigate();
  const unread = useUnreadBadge();
  const onSignOut = async () => {
    await signOut();
    // Let the shell's guard see the signed-out session first, then leave the guarded area.
    setTimeout(() => navigate('/', { replace: true }), 0);
  };
  return (
    <nav className="acc-nav card" aria-label="Tài khoản">
      <ul>
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end} className={({ isActive }) => (isActive ? 'acc-nav-link acc-nav-link--active' : 'acc-nav-link')}>
              {l.label}
              {l.badge && unread > 0 ? (
                <span className="acc-badge">
                  {unread}
                  <span className="visually-hidden"> chưa đọc</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-outline acc-nav-signout" onClick={() => void onSignOut()}>
        Đăng xuất
      </button>
    </nav>
  );
}
