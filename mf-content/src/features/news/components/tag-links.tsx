import { Link } from '@edu/shared/router';
import type { LinkVm } from '../post-vm';
import './news.css';

/** Hashtags as links to /hashtag/{slug}. */
export function TagLinks({ tags, label = 'Hashtag' }: { tags: LinkVm[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="ct-tags">
        {tags.map((t) => (
          <li key={t.href}>
            <Link className="ct-tag" to={t.href}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
