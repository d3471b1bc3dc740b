/**
 * Search-engine crawlers and page-speed tools that skip the auth guard (SPEC §6). Matched
 * case-insensitively anywhere in the user agent.
 */
const CRAWLER_PATTERNS = [
  'googlebot',
  'google-inspectiontool',
  'adsbot-google',
  'mediapartners-google',
  'bingbot',
  'coccocbot',
  'yandex',
  'baiduspider',
  'duckduckbot',
  'slurp',
  'applebot',
  'facebookexternalhit',
  'facebot',
  'twitterbot',
  'linkedinbot',
  'zalo',
  'chrome-lighthouse',
  'lighthouse',
  'pagespeed',
  'google page speed',
  'gtmetrix',
  'pingdom',
];

const CRAWLER_RE = new RegExp(CRAWLER_PATTERNS.map((p) => p.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|'), 'i');

export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_RE.test(userAgent);
}
