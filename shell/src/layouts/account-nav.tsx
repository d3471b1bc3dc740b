import { NavLink } from '@edu/shared/router';
import { useChrome } from '../app/chrome-store';
import { SignOutForm } from './sign-out-form';

/**
 * The /tai-khoan area's navigation, part of the profile layout: its pages come from two remotes
 * (mf-account: profile, orders, offers, activation, notifications, topics; mf-learning: my courses,
 * viewed courses, Home-study; mf-catalogue: the wishlist), so the sidebar that joins them is the shell's.
 */
export const ACCOUNT_LINKS = [
  { to: '/tai-khoan', label: 'Tổng quan', end: true },
  { to: '/tai-khoan/ho-so', label: 'Hồ sơ cá nhân' },
  { to: '/tai-khoan/khoa-hoc-cua-toi', label: 'Khóa học của tôi' },
  { to: '/tai-khoan/khoa-hoc-da-xem', label: 'Khóa học đã xem' },
  { to: '/tai-khoan/yeu-thich', label: 'Khóa học yêu thích' },
  { to: '/tai-khoan/khoa-hoc-homestudy', label: 'Khóa học Home-study' },
  { to: '/tai-khoan/kich-hoat-khoa-hoc', label: 'Kích hoạt khóa học' },
  { to: '/tai-khoan/don-hang', label: 'Đơn hàng' },
  { to: '/tai-khoan/uu-dai', label: 'Ưu đãi' },
  { to: '/tai-khoan/thong-bao', label: 'Thông báo', badge: true },
  { to: '/tai-khoan/chu-de-quan-tam', label: 'Chủ đề quan tâm' },
  { to: '/tai-khoan/tiep-thi-lien-ket', label: 'Tiếp thị liên kết' },
] as const;

export function AccountNav() {
  const unread = useChrome((s) => s.unread);
  return (
    <nav className="sh-account-nav card" aria-label="Tài khoản">
      <ul>
        {ACCOUNT_LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={'end' in l} className="sh-account-link">
              {l.label}
              {'badge' in l && unread > 0 ? (
                <span className="sh-badge">
                  {unread}
                  <span className="visually-hidden"> chưa đọc</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <SignOutForm buttonClassName="btn btn-outline sh-account-signout" />
    </nav>
  );
}
