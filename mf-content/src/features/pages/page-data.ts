import { CONTENT_TYPES, PLACEMENT } from '@edu/shared/core';
import type { PageData } from '@edu/shared/core';

/**
 * Content pages from /restapi/page/getpagedata (solution, exam_gate, intro, single pages): the path
 * rules, where each type lives on the site, and which banner placements (SPEC §3) each type shows.
 */
export interface PageLink {
  title: string;
  href: string;
  slug: string;
  description: string;
}

export interface ContentPageVm {
  id: number;
  type: string;
  slug: string;
  title: string;
  html: string;
  href: string;
  meta: { title: string; description: string; keywords: string };
  topPlacement: number | null;
  bottomPlacement: number | null;
  siblings: PageLink[];
}

const SEGMENT = /^[A-Za-z0-9_-]{1,200}$/;
export const PARTNER_SLUG = 'doi-tac';

/** The path segments of a content path, or null when one could never be a page slug ('/a//b', 'ả', '..'). */
export function contentSegments(pathname: string): string[] | null {
  const segments = (pathname.split(/[?#]/)[0] ?? '').replace(/^\/+|\/+$/g, '').split('/');
  return segments.length > 0 && segments.every((s) => SEGMENT.test(s)) ? segments : null;
}

/** The `path` query of getpagedata for a pathname, normalised; null when it cannot name a page. */
export function pageDataPath(pathname: string): string | null {
  const segments = contentSegments(pathname);
  return segments ? `/${segments.join('/')}` : null;
}

/** Where a page of a type lives on this site. */
export function pageHref(type: string, slug: string): string {
  if (type === CONTENT_TYPES.SOLUTION) return `/giai-phap/${slug}`;
  if (type === 'home_study') return `/home-study/${slug}`;
  return `/${slug}`;
}

const TOP_BY_TYPE: Record<string, number> = {
  [CONTENT_TYPES.EXAM_GATE]: PLACEMENT.EXAM_GATE_TOP,
  [CONTENT_TYPES.INTRO]: PLACEMENT.INTRO,
  [CONTENT_TYPES.SOLUTION]: PLACEMENT.SOLUTION,
};
const BOTTOM_BY_TYPE: Record<string, number> = {
  [CONTENT_TYPES.EXAM_GATE]: PLACEMENT.EXAM_GATE_BOTTOM,
  [CONTENT_TYPES.INTRO]: PLACEMENT.INTRO_FOOTER,
};

function validPlacement(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99 ? value : null;
}

/**
 * Banner placements of a page: the partner intro page → 25; otherwise the page's own
 * `data.banner_placement`, else its type's (exam gate 20, intro 5, solution 10). Bottom: exam gate 21,
 * intro 26. Other pages show the banners their data names, and none at the bottom.
 */
export function placementsFor(page: { type: string; slug: string; data?: Record<string, unknown> | null }): {
  top: number | null;
  bottom: number | null;
} {
  const top =
    page.type === CONTENT_TYPES.INTRO && page.slug === PARTNER_SLUG
      ? PLACEMENT.PARTNER_INTRO
      : (validPlacement(page.data?.banner_placement) ?? TOP_BY_TYPE[page.type] ?? null);
  return { top, bottom: BOTTOM_BY_TYPE[page.type] ?? null };
}

export function toContentPage(data: PageData): ContentPageVm {
  const p = data.page;
  const { top, bottom } = placementsFor(p);
  return {
    id: p.id,
    type: p.type,
    slug: p.slug,
    title: p.title,
    html: p.content ?? '',
    href: pageHref(p.type, p.slug),
    meta: {
      title: data.meta?.title || p.title,
      description: data.meta?.description || p.meta_description || p.title,
      keywords: data.meta?.keywords || p.meta_keywords || '',
    },
    topPlacement: top,
    bottomPlacement: bottom,
    siblings: (data.siblings ?? []).map((s) => ({
      title: s.title,
      slug: s.slug,
      href: pageHref(s.type, s.slug),
      description: (s as { meta_description?: string }).meta_description ?? '',
    })),
  };
}

/** A nested page's parent slug ('truong-hoc-so/lop-hoc' → 'truong-hoc-so'); null at the top. */
export function parentSlug(slug: string): string | null {
  const i = slug.lastIndexOf('/');
  return i > 0 ? slug.slice(0, i) : null;
}

/** The pages directly under `slug` ('a' → 'a/b', not 'a/b/c'). */
export function childrenOf(slug: string, pages: PageLink[]): PageLink[] {
  return pages.filter((p) => parentSlug(p.slug) === slug);
}
