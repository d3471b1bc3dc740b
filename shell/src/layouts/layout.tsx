import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LayoutName } from '../routes/route-table';
import { Header } from './header';
import { Footer } from './footer';

const Logo = () => (
  <Link to="/" className="sh-logo" aria-label="KhoaHoc.vn – Trang chủ">
    KhoaHoc<span>.vn</span>
  </Link>
);

/** The five layouts of SPEC §1 plus 'none' (/callback, /home-study/station, /lm/active). */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  switch (name) {
    case 'none':
      return <main>{children}</main>;
    case 'empty':
      return (
        <div className="sh-empty-layout">
          <Logo />
          <main>{children}</main>
        </div>
      );
    case 'mobienglish':
    case 'mobile-payment':
      return (
        <div className="sh-mobile-layout" data-layout={name}>
          <Logo />
          <main>{children}</main>
        </div>
      );
    case 'profile':
      return (
        <>
          <Header />
          <main className="container sh-profile-layout">{children}</main>
          <Footer />
        </>
      );
    default:
      return (
        <>
          <Header />
          <main>{children}</main>
          <Footer />
        </>
      );
  }
}
