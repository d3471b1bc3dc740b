import { Link } from '@edu/shared/router';
import type { SupportArticleLink } from '../support-url';
import './support.css';

export function ArticleList({ items, label }: { items: SupportArticleLink[]; label?: string }) {
  return (
    <ul className="ct-support-list" aria-label={label}>
      {items.map((a) => (
        <li key={a.id}>
          <Link to={a.href}>{a.title}</Link>
        </li>
      ))}
    </ul>
  );
}
