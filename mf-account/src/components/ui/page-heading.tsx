import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/use-page-meta';

/** The h1 of an account page; also sets the document title. */
export function PageHeading({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  usePageMeta(title);
  return (
    <div className="acc-page-heading">
      <div>
        <h1>{title}</h1>
        {children ? <p className="acc-muted">{children}</p> : null}
      </div>
      {actions ? <div className="acc-row">{actions}</div> : null}
    </div>
  );
}
