import { useSearchParams } from '@edu/shared/router';

/** The `?redirect=` the guard (or a course page) sent the learner here with; null when absent. */
export function useRedirectParam(): string | null {
  const [params] = useSearchParams();
  return params.get('redirect');
}
