import { useState, type FormEvent } from 'react';
import { useNavigate } from '@edu/shared/router';
import { searchHref } from '../search-url';
import '../../../components/ui/ui.css';
import './search.css';

/** Keyword box; submitting goes to /tim-kiem/{slug}. Keyed by the query by its parent, so it resets. */
export function SearchForm({ initialQuery = '' }: { initialQuery?: string }) {
  const [value, setValue] = useState(initialQuery);
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const href = searchHref(value);
    if (href) navigate(href);
  };
  return (
    <form className="cat-search-form" role="search" aria-label="Tìm kiếm khóa học" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="cat-search-q">
        Từ khóa tìm kiếm
      </label>
      <input
        id="cat-search-q"
        className="input"
        type="search"
        value={value}
        maxLength={200}
        placeholder="Bạn muốn học gì?"
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Tìm kiếm
      </button>
    </form>
  );
}
