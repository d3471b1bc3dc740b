import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../lib/use-page-meta';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every sign-in screen sits in (the shell's "empty" layout has no header). */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  usePageMeta(title);
  return (
    <main className="acc-auth">
      <div className="acc-auth-card card">
        <Link to="/" className="acc-auth-brand" aria-label="KhoaHoc.vn – Trang chủ">
          KhoaHoc<span>.vn</span>
        </Link>
        <h1 className="acc-auth-title">{title}</h1>
        {subtitle ? <div className="acc-auth-subtitle">{subtitle}</div> : null}
        {children}
        {footer ? <div className="acc-auth-footer">{footer}</div> : null}
      </div>
    </main>
  );
}
