/** How long the SSR service reuses the redirect service's answer for a path (redirects change rarely). */
export const REDIRECT_CACHE_MS = 10_000;
const MAX_PATHS = 2000;

type Answer = { redirect: null | { to: string; type: 'internal' | 'external'; code?: number } } | null;

/** One lookup per path at a time, answers kept briefly; a failed lookup (null) is not kept. */
export class RedirectCache {
  private readonly answers = new Map<string, { answer: Promise<Answer>; until: number }>();

  constructor(private readonly ttlMs: number) {}

  lookup(path: string, ask: () => Promise<Answer>, now = Date.now()): Promise<Answer> {
    const hit = this.answers.get(path);
    if (hit && hit.until > now) return hit.answer;
    const answer = ask();
    this.answers.set(path, { answer, until: now + this.ttlMs });
    if (this.answers.size > MAX_PATHS) this.answers.delete(this.answers.keys().next().value!);
    void answer.then((a) => a === null && this.answers.delete(path));
    return answer;
  }
}
