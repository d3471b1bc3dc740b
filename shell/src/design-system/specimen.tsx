import type { ReactNode } from 'react';

/** One component (or token group) of the catalogue: its states, how to use it, and its accessibility notes. */
export function Specimen({ id, title, usage, a11y, children }: { id: string; title: string; usage: string; a11y: string; children: ReactNode }) {
  return (
    <section className="sh-ds-specimen card" aria-labelledby={`ds-${id}`} data-specimen={id}>
      <h2 id={`ds-${id}`}>{title}</h2>
      <p className="sh-ds-usage">{usage}</p>
      <div className="sh-ds-states">{children}</div>
      <p className="sh-ds-a11y">
        <strong>Trợ năng:</strong> {a11y}
      </p>
    </section>
  );
}

/** One state of a component, named. */
export function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className="sh-ds-state">
      <figcaption>{name}</figcaption>
      <div className="sh-ds-state-body">{children}</div>
    </figure>
  );
}
