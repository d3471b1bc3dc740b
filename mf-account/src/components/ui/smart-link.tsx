import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A same-site path navigates in the SPA; anything else opens as a normal external link. */
export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(to)) return <span className={className}>{children}</span>;
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
