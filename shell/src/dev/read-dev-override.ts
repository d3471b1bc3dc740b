// eslint-disable-next-line no-restricted-imports -- runs before the shared core may load: taking the core here would pick React before the dev server offers its own
import { DEV_OVERRIDE_COOKIE, parseDevOverride, REMOTES, type DevOverride } from '@edu/shared/platform';

/**
 * This browser's dev override (`pnpm dev <remote>`), or null: the cookie the edge set, honoured only when the
 * site allows dev overrides and the origin is loopback (the same rule as the edge's). Reads the inline
 * config itself: it runs before the app's shared modules (and React) are chosen, so it imports none of them.
 */
export function readDevOverride(doc: Document = document): DevOverride | null {
  const raw = new RegExp(`(?:^|;\\s*)${DEV_OVERRIDE_COOKIE}=([^;]*)`).exec(doc.cookie)?.[1];
  if (!raw) return null;
  try {
    const config = JSON.parse(doc.getElementById('app-config')?.textContent ?? '{}') as { devOverrides?: boolean };
    if (config.devOverrides !== true) return null;
    return parseDevOverride(
      decodeURIComponent(raw),
      REMOTES.map((r) => r.name),
    );
  } catch {
    return null;
  }
}
