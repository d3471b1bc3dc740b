import { useState, type FormEvent } from 'react';
import { useNavigate } from '@edu/shared/router';
import { orderedCategories, usePostCategories } from '../api/get-post-categories';
import { useTags } from '../api/get-tags';
import { newsHref, type NewsFilters } from '../news-url';
import './news.css';

interface NewsToolbarProps {
  /** The list's path ('/tin-tuc', '/hashtag/ielts' …): every change becomes a URL under it. */
  base: string;
  filters: NewsFilters;
  /** Show the category and hashtag selects (the plain list); fixed pages pin them in the path. */
  withFilters?: boolean;
}

/**
 * Keyword search and the category / hashtag filters. Submitting or picking an option navigates; the
 * URL is the state. The form is keyed by the URL's query by its parent, so it follows back/forward.
 */
export function NewsToolbar({ base, filters, withFilters = false }: NewsToolbarProps) {
  const [q, setQ] = useState(filters.q);
  const navigate = useNavigate();
  const categories = usePostCategories().data;
  const tags = useTags().data;
  const go = (change: Partial<NewsFilters>) => navigate(newsHref(base, filters, change));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q });
  };

  return (
    <form className="ct-news-toolbar" role="search" aria-label="Tìm kiếm tin tức" onSubmit={submit}>
      <div className="ct-news-search">
        <label className="visually-hidden" htmlFor="ct-news-q">Từ khóa tin tức</label>
        <input id="ct-news-q" className="input" type="search" value={q} maxLength={200} placeholder="Tìm bài viết…"
          onChange={(e) => setQ(e.target.value)} />
        <button type="submit" className="btn btn-primary">Tìm kiếm</button>
      </div>
      {withFilters && (
        <>
          <div className="field">
            <label htmlFor="ct-news-category">Chuyên mục</label>
            <select id="ct-news-category" className="input" value={filters.category ?? ''} onChange={(e) => go({ category: e.target.value || null })}>
              <option value="">Tất cả chuyên mục</option>
              {orderedCategories(categories ?? []).map((c) => (
                <option key={c.id} value={c.slug}>{`${'— '.repeat(c.depth)}${c.name}`}</option>
              ))}
              {filters.category && !categories?.some((c) => c.slug === filters.category) && <option value={filters.category}>{filters.category}</option>}
            </select>
          </div>
          <div className="field">
            <label htmlFor="ct-news-tag">Hashtag</label>
            <select id="ct-news-tag" className="input" value={filters.tag ?? ''} onChange={(e) => go({ tag: e.target.value || null })}>
              <option value="">Tất cả hashtag</option>
              {(tags ?? []).map((t) => <option key={t.slug} value={t.slug}>{`#${t.name} (${t.postCount})`}</option>)}
              {filters.tag && !tags?.some((t) => t.slug === filters.tag) && <option value={filters.tag}>{`#${filters.tag}`}</option>}
            </select>
          </div>
        </>
      )}
    </form>
  );
}
