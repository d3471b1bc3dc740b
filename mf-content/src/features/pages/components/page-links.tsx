import { Link } from '@edu/shared/router';
import type { PageLink } from '../page-data';
import './pages.css';

/** Cards linking to content pages (solutions, sibling pages). */
export function PageLinks({ title, pages, headingLevel = 2 }: { title: string; pages: PageLink[]; headingLevel?: 2 | 3 }) {
  if (pages.length === 0) return null;
  const id = `ct-links-${title.replace(/\W+/g, '-')}`;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Item = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="ct-page-section" aria-labelledby={id}>
      <H id={id}>{title}</H>
      <ul className="ct-page-links">
        {pages.map((p) => (
          <li key={p.slug}>
            <div className="card ct-page-link-card">
              <Item>
                <Link to={p.href}>{p.title}</Link>
              </Item>
              {p.description && p.description !== p.title && <p>{p.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
