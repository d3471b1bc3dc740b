/**
 * The head of a page as data (SPEC §1 title rule, canonical, Open Graph, Twitter card, JSON-LD),
 * and the one function that turns it into tags. The server serialises those tags into the HTML;
 * the browser applies the same tags to `document.head` after a client navigation.
 */
import { getRuntimeConfig } from '../config/runtime-config';
import { pageTitle } from '../format/page-title';
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS } from './page-meta';

export type JsonLd = Record<string, unknown>;

export interface PageHead {
  title?: string;
  description?: string;
  keywords?: string;
  /** Path (and query) of the page's canonical URL; the site origin is prepended. Defaults to the current path. */
  canonicalPath?: string;
  /** Absolute URL or site path of the share image. */
  image?: string;
  /** og:type: 'website' (default), 'article', 'product'… */
  type?: string;
  /** Structured data, each one a JSON-LD object with its own @type. */
  jsonLd?: JsonLd[];
  /** e.g. 'noindex' for search results and error pages. */
  robots?: string;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text of <title> and of JSON-LD scripts. */
  text?: string;
}

export const DEFAULT_SHARE_IMAGE = '/og-image.png';

/** Absolute URL on the site for a path; absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string, origin: string = getRuntimeConfig().siteOrigin): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

// campaign and tracking parameters, a QA pin, and where to go after signing in (/dang-nhap?redirect=…)
const NOT_CONTENT_PARAM = /^(utm_|fbclid$|gclid$|zarsrc$|mf_override$|redirect$)/;

/** The canonical form of a path and query: parameters that do not change the page's content dropped. */
export function canonicalPathOf(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, 'http://canonical');
  for (const key of [...url.searchParams.keys()]) if (NOT_CONTENT_PARAM.test(key)) url.searchParams.delete(key);
  return url.pathname + url.search;
}

/** Every tag of the page's head, in a stable order; `currentPath` (path + query) is used when the page names no canonical. */
export function headTags(head: PageHead, currentPath: string): HeadTag[] {
  const { brand, siteOrigin } = getRuntimeConfig();
  const title = pageTitle(head.title, brand);
  const description = head.description?.trim() || DEFAULT_DESCRIPTION;
  const url = absoluteUrl(head.canonicalPath ?? canonicalPathOf(currentPath), siteOrigin);
  const image = absoluteUrl(head.image || DEFAULT_SHARE_IMAGE, siteOrigin);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: name, content } });
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: title },
    meta('name', 'description', description),
    meta('name', 'keywords', head.keywords?.trim() || DEFAULT_KEYWORDS),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'vi_VN'),
    meta('property', 'og:site_name', brand),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  for (const data of head.jsonLd ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify({ '@context': 'https://schema.org', ...data }) });
  }
  return tags;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: no '</script>' or '<!--' can close or confuse it. */
export const escapeJsonForScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The tags as HTML for the server's <head>; each carries data-head so the browser can replace them. */
export function headHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries({ ...attrs, 'data-head': '' })
        .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      const body = tag === 'script' ? escapeJsonForScript(text ?? '') : escapeText(text ?? '');
      return `<${tag}${attributes}>${body}</${tag}>`;
    })
    .join('\n');
}

/** schema.org BreadcrumbList from a page's breadcrumb (the last item, the page itself, may have no link). */
export function breadcrumbJsonLd(items: readonly { label: string; href?: string | null }[], currentPath: string): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      item: absoluteUrl(item.href ?? currentPath),
    })),
  };
}

/** The site's publisher, as schema.org Organization. */
export function organizationJsonLd(): JsonLd {
  const { brand, siteOrigin } = getRuntimeConfig();
  return { '@type': 'Organization', name: brand, url: absoluteUrl('/', siteOrigin), logo: absoluteUrl('/og-image.png', siteOrigin) };
}

/** The site with its search box (Google's sitelinks search): /tim-kiem/{query}. */
export function websiteJsonLd(): JsonLd {
  const { brand, siteOrigin } = getRuntimeConfig();
  return {
    '@type': 'WebSite',
    name: brand,
    url: absoluteUrl('/', siteOrigin),
    inLanguage: 'vi-VN',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/tim-kiem/', siteOrigin)}{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
