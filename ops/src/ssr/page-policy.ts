import { ENDPOINTS } from '@edu/shared/core';
import { CONTENT_SECURITY_POLICY, policyForSettings, type PolicySettings } from '../edge/security-headers';

export interface PagePolicyOptions {
  /** The API (internal origin) the settings are read from. */
  apiOrigin: string;
  /** CDN hosts pictures and videos may come from (CDN_ORIGINS, comma-separated), besides the settings' video host. */
  cdnOrigins?: readonly string[];
  /** The runtime config's video head (app-config.json), another place a video host is named. */
  videoHead?: string;
  /** How long one reading of the settings is used (default 30 s, as the API caches them). */
  ttlMs?: number;
  /**
   * How long a page waits for a reading due (default 300 ms): an API that does not answer must not hold pages back
   * (they fall back within the render budget); the reading goes on, and the next page has it.
   */
  waitMs?: number;
}

export const cdnOriginsFromEnv = (value = process.env.CDN_ORIGINS): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The page policy of the SSR service, from the site's settings (read from the API, kept `ttlMs`): the policy follows
 * the configuration without a restart. Until the first reading, and whenever the API does not answer, the last
 * policy read — or the strict default, which only blocks analytics and foreign hosts, never the site itself.
 */
export function createPagePolicy(options: PagePolicyOptions): () => Promise<string> {
  const ttl = options.ttlMs ?? 30_000;
  let current = { policy: CONTENT_SECURITY_POLICY, at: -Infinity };
  let reading: Promise<void> | null = null;
  const read = async () => {
    let settings: PolicySettings | undefined;
    try {
      const res = await fetch(new URL(ENDPOINTS.settings, options.apiOrigin), { signal: AbortSignal.timeout(1500) });
      if (res.ok) settings = ((await res.json()) as { data?: PolicySettings }).data;
    } catch {
      // the API is away: keep the last policy (the page itself falls back to rendering in the browser)
    }
    // asked again after ttl either way: a page never waits on an API that is down more than once per ttl
    current = { policy: settings ? policyForSettings(settings, options) : current.policy, at: Date.now() };
  };
  const waitMs = options.waitMs ?? 300;
  return async () => {
    if (Date.now() - current.at >= ttl) {
      reading ??= read().finally(() => (reading = null));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([reading, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
    }
    return current.policy;
  };
}
