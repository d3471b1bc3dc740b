import { formatDate } from '@edu/shared/dates';
import { withRenditions } from '@edu/shared/media';
import type { PostDetail, PostSummary, TagRef } from '@edu/shared/core';
import type { ImageView } from '@edu/ui';

/** View models of news posts: components get hrefs and formatted text, never raw DTOs. */
export interface LinkVm {
  label: string;
  href: string;
}

export interface PostCardVm {
  id: number;
  title: string;
  href: string;
  summary: string;
  image: ImageView;
  date: string;
  /** ISO date for <time dateTime>. */
  isoDate: string;
  category: LinkVm | null;
  /** The category's slug, to match /{category}/{slug} paths. */
  categorySlug: string | null;
  tags: LinkVm[];
}

export interface ArticleVm extends PostCardVm {
  author: string;
  views: number;
  html: string;
  related: Array<{ id: number; title: string; href: string; image: ImageView }>;
  meta: { title: string; description: string; keywords: string };
}

const THUMB = { width: 640, height: 360 };

export const postHref = (slug: string) => `/tin-tuc/${encodeURIComponent(slug)}`;
export const newsCategoryHref = (slug: string) => `/danh-muc-tin-tuc/${encodeURIComponent(slug)}`;
export const hashtagHref = (slug: string) => `/hashtag/${encodeURIComponent(slug)}`;

export function toTagLinks(tags: TagRef[] | null | undefined): LinkVm[] {
  return (tags ?? []).filter((t) => t && t.slug).map((t) => ({ label: `#${t.name}`, href: hashtagHref(t.slug) }));
}

export function toPostCard(p: PostSummary): PostCardVm {
  return {
    id: p.id,
    title: p.title,
    href: postHref(p.slug),
    summary: p.summary ?? '',
    image: withRenditions({ src: p.thumbnail ?? '', ...THUMB }),
    date: formatDate(p.published_at, 'DD/MM/YYYY'),
    isoDate: p.published_at ?? '',
    category: p.category?.slug ? { label: p.category.name, href: newsCategoryHref(p.category.slug) } : null,
    categorySlug: p.category?.slug ?? null,
    tags: toTagLinks(p.tags),
  };
}

export function toArticle(p: PostDetail): ArticleVm {
  const card = toPostCard(p);
  return {
    ...card,
    author: p.author ?? '',
    views: p.views ?? 0,
    html: p.content ?? '',
    related: (p.related ?? []).map((r) => ({
      id: r.id,
      title: r.title,
      href: postHref(r.slug),
      image: withRenditions({ src: r.thumbnail ?? '', ...THUMB }),
    })),
    meta: {
      title: p.title,
      description: p.summary || p.title,
      keywords: [...(p.tags ?? []).map((t) => t.name), p.category?.name].filter(Boolean).join(', '),
    },
  };
}
