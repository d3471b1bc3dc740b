import type { FormEvent } from 'react';
import { useNavigate } from '@edu/shared/router';
import { searchHref } from '../search-url';
import '../../../components/ui/ui.css';
import './search.css';

/**
 * Keyword box; submitting goes to /tim-kiem/{slug}. Keyed by the query by its parent, so it resets.
 * Before the app has started it is a plain GET form to /tim-kiem?q=…, and what was typed early is kept.
 */
export function SearchForm({ initialQuery = '' }: { initialQuery?: string }) {
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const href = searchHref(String(new FormData(e.currentTarget).get('q') ?? ''));
    if (href) navigate(href);
  };
  return (
    <form className="cat-search-form" role="search" aria-label="Tìm kiếm khóa học" action="/tim-kiem" method="get" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="cat-search-q">
        Từ khóa tìm kiếm
      </label>
      <input id="cat-search-q" className="input" type="search" name="q" defaultValue={initialQuery} maxLength={200} placeholder="Bạn muốn học gì?" />
      <button type="submit" className="btn btn-primary">
        Tìm kiếm
      </button>
    </form>
  );
}
