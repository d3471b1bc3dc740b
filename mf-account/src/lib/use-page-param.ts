import { useSearchParams } from '@edu/shared/router';

/** Page number of a list, kept in the URL (?trang=2) so back / reload / sharing keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('trang')) || 1));
  const setPage = (next: number) => {
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next <= 1) out.delete('trang');
      else out.set('trang', String(next));
      return out;
    });
    globalThis.scrollTo?.({ top: 0, behavior: 'smooth' });
  };
  return [page, setPage];
}
