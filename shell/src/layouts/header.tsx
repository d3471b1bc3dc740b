import { useContext, type FormEvent } from 'react';
import { Link, NavLink, useNavigate } from '@edu/shared/router';
import { searchRoute, useHydrated, useSignedIn } from '@edu/shared/core';
import { InitialAccount } from '../app/chrome-store';
import { CartLink } from './count-links';
import { UserMenu } from './user-menu';
import { MobileMenu, SITE_NAV_ID } from './mobile-menu';
import { SignOutForm } from './sign-out-form';
import { useSiteMenu } from './site-menu';

/** The header: the site's menu from the API on wide screens, a "Menu" drawer wherever it does not fit. */
export function Header() {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  // the server's word (its session cookie) until the app has read the session: without script it is all there is
  const serverAccount = useContext(InitialAccount);
  const authenticated = useHydrated() ? signedIn : serverAccount !== undefined;
  const menu = useSiteMenu('header');

  // Before the app has started this is a plain GET form to /tim-kiem?q=… (the search page takes it from
  // there), and what was typed early is kept: the box is uncontrolled.
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = searchRoute(String(new FormData(event.currentTarget).get('q') ?? ''));
    if (path) navigate(path);
  };

  return (
    <header className="sh-header">
      <div className="container sh-header-inner">
        <Link to="/" className="sh-logo" aria-label="KhoaHoc.vn – Trang chủ">
          KhoaHoc<span>.vn</span>
        </Link>
        <nav className="sh-nav" id={SITE_NAV_ID} aria-label="Điều hướng chính">
          {/* shown only as the CSS-only drawer (before the app starts): back to the page */}
          <a href="#" className="sh-nav-close" aria-label="Đóng menu">
            ×
          </a>
          {menu
            .filter((item) => item.link !== '/')
            .map((item) => (
              <NavLink key={`${item.link}:${item.title}`} to={item.link}>
                {item.title}
              </NavLink>
            ))}
          {/* only in the CSS-only drawer: a phone hides the header's account buttons, so the way in and out is here */}
          <div className="sh-nav-account">
            {authenticated ? (
              <>
                <Link to="/tai-khoan">Tài khoản</Link>
                <SignOutForm buttonClassName="btn btn-outline sh-nav-signout" />
              </>
            ) : (
              <>
                <Link to="/dang-nhap">Đăng nhập</Link>
                <Link to="/dang-ky">Đăng ký</Link>
              </>
            )}
          </div>
        </nav>
        <form className="sh-search" role="search" action="/tim-kiem" method="get" onSubmit={onSearch}>
          <label htmlFor="sh-search-input" className="visually-hidden">
            Tìm kiếm khóa học
          </label>
          <input id="sh-search-input" name="q" className="input" type="search" placeholder="Tìm khóa học…" maxLength={200} />
        </form>
        <div className="sh-actions">
          <CartLink labelClassName="sh-label" />
          <div className="sh-desktop-actions">
            {authenticated ? (
              <UserMenu />
            ) : (
              <>
                <Link to="/dang-nhap" className="btn btn-outline">
                  Đăng nhập
                </Link>
                <Link to="/dang-ky" className="btn btn-primary sh-wide-only">
                  Đăng ký
                </Link>
              </>
            )}
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
