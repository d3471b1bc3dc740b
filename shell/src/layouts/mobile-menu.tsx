import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@edu/shared/router';
import { searchRoute, useSignedIn } from '@edu/shared/core';
import { CartLink, NotificationsLink } from './count-links';
import { Drawer } from '@edu/ui';
import { useSiteMenu, type MenuLink } from './site-menu';
import { SignOutForm } from './sign-out-form';

/** The header's own menu (header.tsx): before the app has started "Menu" shows it as a CSS-only drawer (:target). */
export const SITE_NAV_ID = 'sh-nav';

/**
 * The way around the site on a phone (and wherever the header's links do not fit): a "Menu" button that
 * opens a drawer with search, the site's menu from the API, the account's pages, notifications and the
 * cart. The drawer is a modal dialog: focus moves in, Tab stays inside, Escape or "Đóng menu" closes it and
 * focus returns to the button; following a link closes it too.
 *
 * Before the app has started (or without script) the button is a link to the header's menu, which CSS shows
 * as a drawer while it is the page's target: a tap is never lost (docs/decisions/2026-11-27-actions-before-the-app.md).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const { key } = useLocation();

  useEffect(() => setOpen(false), [key]);
  // "Menu" tapped before the app started (the CSS drawer is open): the app's drawer takes its place
  useEffect(() => {
    if (window.location.hash !== `#${SITE_NAV_ID}`) return;
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    setOpen(true);
  }, []);

  const openDrawer = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a
        ref={button}
        href={`#${SITE_NAV_ID}`}
        role="button"
        className="sh-menu-button"
        aria-expanded={open}
        aria-controls="sh-drawer"
        onClick={openDrawer}
        onKeyDown={(event) => {
          if (event.key === ' ') openDrawer(event);
        }}
      >
        <span className="sh-menu-icon" aria-hidden="true" />
        Menu
      </a>
      {open && (
        <MenuDrawer
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

function MenuDrawer({ onClose }: { onClose: () => void }) {
  const searchId = useId();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const menu = useSiteMenu('header');
  const [query, setQuery] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const path = searchRoute(query);
    if (path) navigate(path);
  };

  return (
    // focus goes back to "Menu" only when the learner closes it (MobileMenu does); a link followed hands focus to the new page
    <Drawer id="sh-drawer" label="Menu" side="right" onClose={onClose}>
      <div className="sh-drawer-head">
        <span className="sh-logo" aria-hidden="true">
          KhoaHoc<span>.vn</span>
        </span>
        <button type="button" className="sh-drawer-close" aria-label="Đóng menu" onClick={onClose}>
          ×
        </button>
      </div>
      <form className="sh-drawer-search" role="search" aria-label="Tìm kiếm" onSubmit={search}>
        <label htmlFor={searchId} className="visually-hidden">
          Tìm kiếm khóa học
        </label>
        <input id={searchId} className="input" type="search" placeholder="Tìm khóa học…" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit" className="btn btn-primary">
          Tìm
        </button>
      </form>
      <nav aria-label="Menu chính">
        <MenuList items={menu} />
      </nav>
      <nav aria-label="Tài khoản của bạn" className="sh-drawer-account">
        <ul>
          <li>
            <CartLink />
          </li>
          {signedIn ? (
            <>
              <li>
                <NotificationsLink />
              </li>
              <li>
                <Link to="/tai-khoan/ho-so">Tài khoản</Link>
              </li>
              <li>
                <Link to="/tai-khoan/khoa-hoc-cua-toi">Khóa học của tôi</Link>
              </li>
              <li>
                <Link to="/tai-khoan/don-hang">Đơn hàng</Link>
              </li>
              <li>
                <SignOutForm buttonClassName="btn btn-outline sh-full" />
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/dang-nhap" className="btn btn-outline sh-full">
                  Đăng nhập
                </Link>
              </li>
              <li>
                <Link to="/dang-ky" className="btn btn-primary sh-full">
                  Đăng ký
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </Drawer>
  );
}

function MenuList({ items }: { items: MenuLink[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={`${item.link}:${item.title}`}>
          <NavLink to={item.link} end={item.link === '/'}>
            {item.title}
          </NavLink>
          {item.children.length > 0 && <MenuList items={item.children} />}
        </li>
      ))}
    </ul>
  );
}
