/**
 * Taps recorded by the page's early script (shell/src/early/early.ts) on a button only the app can answer,
 * made before the app had started: `data-intent="<name>"` on the button, the state it asked for from its
 * `aria-pressed` then ("on" when it was not pressed). The app replays each once its part is ready
 * (docs/decisions/2026-11-27-actions-before-the-app.md). A state, not a toggle: a tap the app handled itself
 * as well is not undone by its replay.
 */
export interface EarlyIntent {
  intent: string;
  want: 'on' | 'off';
}

/** The attribute the app sets on <html> once it runs: from then on the early script records nothing. */
export const APP_STARTED_ATTRIBUTE = 'data-app';

type IntentWindow = { __eduIntents?: EarlyIntent[] };

/** The state the last early tap on `intent` asked for (and forgets it), or null. */
export function takeEarlyIntent(intent: string): 'on' | 'off' | null {
  const queue = typeof window === 'undefined' ? undefined : (window as IntentWindow).__eduIntents;
  if (!queue?.length) return null;
  const mine = queue.filter((i) => i.intent === intent);
  if (!mine.length) return null;
  (window as IntentWindow).__eduIntents = queue.filter((i) => i.intent !== intent);
  // the early "Đang thêm…" has been answered: the app's own toast follows
  document.getElementById('sh-early')?.remove();
  return mine[mine.length - 1]!.want;
}
