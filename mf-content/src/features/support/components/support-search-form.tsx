import { useState, type FormEvent } from 'react';
import { useNavigate } from '@edu/shared/router';
import { useHydrated } from '@edu/shared/core';
import { Button } from '@edu/ui';
import { supportSearchHref } from '../support-url';
import './support.css';

/** Keyword box; submitting goes to /ho-tro-khach-hang/tim-kiem/{slug}. Keyed by its parent so it resets. */
export function SupportSearchForm({ initialQuery = '' }: { initialQuery?: string }) {
  const [value, setValue] = useState(initialQuery);
  const [hint, setHint] = useState('');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const href = supportSearchHref(value);
    if (href) navigate(href);
    else setHint('Vui lòng nhập từ khóa cần tìm.');
  };
  return (
    <form role="search" aria-label="Tìm kiếm hỗ trợ" onSubmit={submit} noValidate>
      <div className="ct-support-search">
        <label className="visually-hidden" htmlFor="ct-support-q">
          Bạn cần hỗ trợ gì?
        </label>
        <input
          id="ct-support-q"
          className="input"
          type="search"
          value={value}
          readOnly={!hydrated}
          maxLength={200}
          placeholder="Ví dụ: quên mật khẩu, kích hoạt khóa học…"
          aria-describedby={hint ? 'ct-support-q-hint' : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setHint('');
          }}
        />
        <Button type="submit">Tìm kiếm</Button>
      </div>
      {hint && (
        <p id="ct-support-q-hint" className="field-error" role="alert">
          {hint}
        </p>
      )}
    </form>
  );
}
