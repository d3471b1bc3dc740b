import { useEffect, useRef } from 'react';

/** `ref.current` is false once the component unmounted: guard async setState with it. */
export function useMounted(): { readonly current: boolean } {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
