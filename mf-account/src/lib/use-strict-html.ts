import { useEffect, useState } from 'react';
import { sanitizeStrictHtml } from '@edu/shared/core';

/**
 * Server text that may carry simple markup, through shared's strict sanitiser (br, strong, em, p,
 * div, span). The sanitiser loads lazily; until it has run, nothing unsafe is rendered (null).
 */
export function useStrictHtml(source: string): string | null {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setHtml(null);
    sanitizeStrictHtml(source).then(
      (clean) => live && setHtml(clean),
      () => live && setHtml(''),
    );
    return () => {
      live = false;
    };
  }, [source]);
  return html;
}
