import { useEffect, useRef } from 'react';

/** Scrolls back to the top when the page number changes (not on first render). */
export function useScrollTopOnPage(page: number): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [page]);
}
