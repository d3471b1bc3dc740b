import { useEffect } from 'react';
import { setPageMeta } from '@edu/shared/core';

/** Title '{title} | brand' (SPEC §1) for the screen while it is shown. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    setPageMeta({ title, description });
  }, [title, description]);
}
