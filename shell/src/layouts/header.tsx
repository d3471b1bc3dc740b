import { useState, type FormEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useSignedIn } from '@edu/shared';
import { useChrome } from '../app/chrome-store';
import { UserMenu } from './user-menu';

const NAV = [
  { to: '/khoa-hoc', label: 'Khóa học' },
  { to: '/tin-tuc', label: 'Tin tức' },
  { to: '/giai-phap', label: 'Giải pháp' },
  { to: '/cong-thi', label: 'Cổng thi' },
  { to: '/ho-tro-khach-hang', label: 'Hỗ trợ' },
];

export function Header() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const authenticated = useSignedIn();
  const cartCount = useChrome((s) => s.cartCount);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(`/tim-kiem/${encodeURIComponent(q)}`);
  };

  return (
    <header className="sh-header">
      <div className="container sh-header-inner">
        <Link to="/" className="sh-logo" aria-label="KhoaHoc.vn – Trang chủ">
          KhoaHoc<span>.vn</span>
        </Link>
        <nav className="sh-nav" aria-label="Điều hướng chính">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <form className="sh-search" role="search" onSubmit={onSearch}>
          <label htmlFor="sh-search-input" className="visually-hidden">
            Tìm kiếm khóa học
          </label>
          <input id="sh-search-input" className="input" type="search" placeholder="Tìm khóa học…" value={query}
            onChange={(e) => setQuery(e.target.value)} />
        </form>
        <div className="sh-actions">
          {/* named by what it shows (a screen reader hears "Giỏ hàng 2 khóa học") */}
          <Link to="/gio-hang">
            <span className="sh-label">Giỏ hàng</span> <span className="sh-badge">{cartCount}</span>
            <span className="visually-hidden"> khóa học</span>
          </Link>
          {authenticated ? <UserMenu /> : (
            <>
              <Link to="/dang-nhap" className="btn btn-outline">Đăng nhập</Link>
              <Link to="/dang-ky" className="btn btn-primary sh-wide-only">Đăng ký</Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
