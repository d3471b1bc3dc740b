import { useState, type FormEvent } from 'react';
import { Link, NavLink, useNavigate } from '@edu/shared/router';
import { useSignedIn } from '@edu/shared';
import { CartLink } from './count-links';
import { UserMenu } from './user-menu';
import { MobileMenu } from './mobile-menu';
import { useSiteMenu } from './site-menu';

/** The header: the site's menu from the API on wide screens, a "Menu" drawer wherever it does not fit. */
export function Header() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const authenticated = useSignedIn();
  const menu = useSiteMenu('header');

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
          {menu
            .filter((item) => item.link !== '/')
            .map((item) => (
              <NavLink key={`${item.link}:${item.title}`} to={item.link}>
                {item.title}
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
          <CartLink labelClassName="sh-label" />
          <div className="sh-desktop-actions">
            {authenticated ? <UserMenu /> : (
              <>
                <Link to="/dang-nhap" className="btn btn-outline">Đăng nhập</Link>
                <Link to="/dang-ky" className="btn btn-primary sh-wide-only">Đăng ký</Link>
              </>
            )}
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
