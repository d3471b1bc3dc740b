import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd, type PageHead } from '@edu/shared/core';
import type { ArticleVm } from './post-vm';

export interface Crumb {
  label: string;
  href?: string;
}

/** Trang chủ › Tin tức › {category} › {title}. */
export function articleCrumbs(post: ArticleVm): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Trang chủ', href: '/' },
    { label: 'Tin tức', href: '/tin-tuc' },
  ];
  if (post.category) crumbs.push({ label: post.category.label, href: post.category.href });
  return [...crumbs, { label: post.title }];
}

/** A news post's head: og:type article, its image, schema.org NewsArticle and the breadcrumb. */
export function articleHead(post: ArticleVm): PageHead {
  const publisher = organizationJsonLd();
  return {
    ...post.meta,
    canonicalPath: post.href,
    image: post.image.src || undefined,
    type: 'article',
    jsonLd: [
      {
        '@type': 'NewsArticle',
        headline: post.title,
        description: post.meta.description,
        url: absoluteUrl(post.href),
        mainEntityOfPage: absoluteUrl(post.href),
        ...(post.image.src ? { image: [absoluteUrl(post.image.src)] } : {}),
        ...(post.isoDate ? { datePublished: post.isoDate } : {}),
        author: post.author ? { '@type': 'Person', name: post.author } : publisher,
        publisher,
        inLanguage: 'vi',
        ...(post.tags.length ? { keywords: post.tags.map((t) => t.label.replace(/^#/, '')).join(', ') } : {}),
      },
      breadcrumbJsonLd(articleCrumbs(post), post.href),
    ],
  };
}
