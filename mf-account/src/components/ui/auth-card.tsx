import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/use-page-meta';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every sign-in and e-mail screen sits in (the shell's "empty" layout gives the logo and <main>). */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  usePageMeta(title);
  return (
    <div className="acc-auth">
      <div className="acc-auth-card card">
        <h1 className="acc-auth-title">{title}</h1>
        {subtitle ? <div className="acc-auth-subtitle">{subtitle}</div> : null}
        {children}
        {footer ? <div className="acc-auth-footer">{footer}</div> : null}
      </div>
    </div>
  );
}
