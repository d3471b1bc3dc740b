import type { FormEvent } from 'react';
import { useNavigate } from '@edu/shared/router';
import { orderedCategories, usePostCategories } from '../api/get-post-categories';
import { useTags } from '../api/get-tags';
import { DEFAULT_NEWS_SORT, newsHref, type NewsFilters } from '../news-url';
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
 * Before the app has started (a server-rendered page), the search is an ordinary GET form to the same
 * URL the app would navigate to, and the keyword box is uncontrolled: what was typed early is kept.
 */
export function NewsToolbar({ base, filters, withFilters = false }: NewsToolbarProps) {
  const navigate = useNavigate();
  const categories = usePostCategories().data;
  const tags = useTags().data;
  const go = (change: Partial<NewsFilters>) => navigate(newsHref(base, filters, change));
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go({ q: String(new FormData(e.currentTarget).get('q') ?? '') });
  };

  return (
    <form className="ct-news-toolbar" role="search" aria-label="Tìm kiếm tin tức" action={base} method="get" onSubmit={submit}>
      <div className="ct-news-search">
        <label className="visually-hidden" htmlFor="ct-news-q">
          Từ khóa tin tức
        </label>
        <input id="ct-news-q" name="q" className="input" type="search" defaultValue={filters.q} maxLength={200} placeholder="Tìm bài viết…" />
        {/* what a search keeps (as newsHref does): the sort and the filters, from page 1 */}
        {filters.sort !== DEFAULT_NEWS_SORT && <input type="hidden" name="sort" value={filters.sort} />}
        {filters.category && <input type="hidden" name="category" value={filters.category} />}
        {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
        <button type="submit" className="btn btn-primary">
          Tìm kiếm
        </button>
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
              {filters.category && !categories?.some((c) => c.slug === filters.category) && (
                <option value={filters.category}>{filters.category}</option>
              )}
            </select>
          </div>
          <div className="field">
            <label htmlFor="ct-news-tag">Hashtag</label>
            <select id="ct-news-tag" className="input" value={filters.tag ?? ''} onChange={(e) => go({ tag: e.target.value || null })}>
              <option value="">Tất cả hashtag</option>
              {(tags ?? []).map((t) => (
                <option key={t.slug} value={t.slug}>{`#${t.name} (${t.postCount})`}</option>
              ))}
              {filters.tag && !tags?.some((t) => t.slug === filters.tag) && <option value={filters.tag}>{`#${filters.tag}`}</option>}
            </select>
          </div>
        </>
      )}
    </form>
  );
}
