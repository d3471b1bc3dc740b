import { getRuntimeConfig } from '../config/runtime-config';

/** Video players always allowed in course content (SPEC §5). */
export const VIDEO_IFRAME_HOSTS: readonly string[] = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

export interface IframeHostRules {
  /** Exact host names. */
  hostnames: string[];
  /** Domains whose subdomains (and the domain itself) are allowed. */
  domains: string[];
}

/**
 * Video hosts plus the product's own hosts (`extra`, default runtime config `iframeHosts`).
 * An entry 'a.b' allows exactly that host; '*.a.b' allows a.b and every subdomain of it.
 */
export function iframeHostRules(extra: readonly string[] = getRuntimeConfig().iframeHosts): IframeHostRules {
  const hostnames = new Set(VIDEO_IFRAME_HOSTS);
  const domains = new Set<string>();
  for (const entry of extra) {
    const host = entry.trim().toLowerCase();
    if (host.startsWith('*.') && host.length > 2) domains.add(host.slice(2));
    else if (host && !host.includes('*')) hostnames.add(host);
  }
  return { hostnames: [...hostnames], domains: [...domains] };
}
