import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd, type PageHead } from '@edu/shared/core';
import type { CourseDetailVm } from './course-detail-vm';

export interface Crumb {
  label: string;
  href?: string;
}

/** Trang chủ › Khóa học › {category} › {course}: the page's breadcrumb and its BreadcrumbList. */
export function courseCrumbs(course: CourseDetailVm): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Trang chủ', href: '/' },
    { label: 'Khóa học', href: '/khoa-hoc' },
  ];
  if (course.category) crumbs.push({ label: course.category.name, href: course.category.href });
  return [...crumbs, { label: course.name }];
}

/**
 * The course page's head: its meta, the thumbnail as share image, and schema.org `Course` with the
 * price in VND as an offer, the provider, the teacher and, once learners voted, the rating.
 */
export function courseHead(course: CourseDetailVm): PageHead {
  const { source } = course;
  const price = Math.max(0, Number(source.price_new) || 0);
  return {
    title: course.meta.title,
    description: course.meta.description || course.shortDescription,
    keywords: course.meta.keywords,
    canonicalPath: course.href,
    image: course.image.src || undefined,
    type: 'product',
    jsonLd: [
      {
        '@type': 'Course',
        name: course.name,
        description: course.meta.description || course.shortDescription || course.name,
        url: absoluteUrl(course.href),
        ...(course.image.src ? { image: absoluteUrl(course.image.src) } : {}),
        inLanguage: 'vi',
        provider: organizationJsonLd(),
        ...(course.teacher.name ? { instructor: { '@type': 'Person', name: course.teacher.name } } : {}),
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'VND',
          category: price === 0 ? 'Free' : 'Paid',
          availability: 'https://schema.org/InStock',
          url: absoluteUrl(course.href),
        },
        ...(course.rating.count > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: course.rating.value, ratingCount: course.rating.count, bestRating: 5 } }
          : {}),
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
      },
      breadcrumbJsonLd(courseCrumbs(course), course.href),
    ],
  };
}
