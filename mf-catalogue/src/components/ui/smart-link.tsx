import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
}

/**
 * A client-side Link inside the shell's router; a plain anchor outside any router (the parcel on a
 * partner page), so the same components render in both places.
 */
export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  const inRouter = useInRouterContext();
  if (inRouter) {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
