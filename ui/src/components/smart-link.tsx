import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useInRouterContext } from '@edu/shared/router';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
}

const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/**
 * One link for every destination: a site path navigates in the app (a plain anchor outside any router,
 * e.g. a parcel on a partner page); an http(s) URL opens in a new tab without handing it `window.opener`;
 * anything else (javascript:, data:, a typo) is not a link at all, only its text.
 */
export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  const inRouter = useInRouterContext();
  if (isSitePath(to)) {
    return inRouter ? (
      <Link to={to} {...rest}>
        {children}
      </Link>
    ) : (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  if (!/^https?:\/\//i.test(to)) return <span className={rest.className}>{children}</span>;
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
