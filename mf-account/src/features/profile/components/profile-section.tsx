import type { ReactNode } from 'react';

export function ProfileSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = `acc-section-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section className="card acc-card acc-section" aria-labelledby={id}>
      <div className="acc-section-head">
        <h2 id={id}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
