import { Suspense, type ReactNode } from 'react';
import { Link } from '@edu/shared/router';
import type { LayoutName } from '@edu/shared/pages';
import { Header } from './header';
import { Footer } from './footer';
import { AccountNav } from './account-nav';

const Logo = () => (
  <Link to="/" className="sh-logo" aria-label="KhoaHoc.vn – Trang chủ">
    KhoaHoc<span>.vn</span>
  </Link>
);

/** The first thing Tab reaches on every page: straight past the header to the page itself. */
const SkipLink = () => (
  <a className="sh-skip-link" href="#main">
    Bỏ qua đến nội dung chính
  </a>
);

/**
 * The footer in its own boundary: on a server-rendered page React hydrates the header and the page (its buttons)
 * first and the footer's links after them (at once if one is touched). Nothing in it suspends.
 */
const LateFooter = () => (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);

/** The five layouts of SPEC §1 plus 'none' (/callback, /home-study/station, /lm/active). */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <LayoutBody name={name}>{children}</LayoutBody>
    </>
  );
}

function LayoutBody({ name, children }: { name: LayoutName; children: ReactNode }) {
  switch (name) {
    case 'none':
      return (
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      );
    case 'empty':
      return (
        <div className="sh-empty-layout">
          <Logo />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </div>
      );
    case 'mobienglish':
    case 'mobile-payment':
      return (
        <div className="sh-mobile-layout" data-layout={name}>
          <Logo />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </div>
      );
    case 'profile':
      return (
        <>
          <Header />
          <div className="container sh-profile-layout">
            <AccountNav />
            <main id="main" tabIndex={-1} className="sh-profile-main">
              {children}
            </main>
          </div>
          <LateFooter />
        </>
      );
    default:
      return (
        <>
          <Header />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <LateFooter />
        </>
      );
  }
}
