import '../components/ui/ui.css';
import { PLACEMENT } from '@edu/shared/core';
import { CourseSection } from '../features/courses/components/course-section';
import { CategoryNav } from '../features/filters/components/category-nav';
import { SECTION_TITLES } from '../features/filters/filters-url';
import { BannerRow } from '../features/home/components/banner-row';
import { HeroBanner } from '../features/home/components/hero-banner';
import { usePageHead } from '@edu/shared/core';
import { organizationJsonLd, websiteJsonLd } from '@edu/shared/core';

const SECTION_SIZE = 8;

/**
 * '/': hero banners, categories, featured / new / free courses and the middle and bottom banners.
 * Kept light: no rich-text code on this path; only the hero image loads eagerly.
 */
export default function HomePage() {
  usePageHead({
    title: 'Học trực tuyến cùng giáo viên giỏi',
    description: 'Khóa học trực tuyến, luyện thi và bài giảng video cho mọi lứa tuổi. Học trên Website và App.',
    keywords: 'khóa học trực tuyến, học online, luyện thi, khóa học miễn phí',
    canonicalPath: '/',
    jsonLd: [organizationJsonLd(), websiteJsonLd()],
  });
  return (
    <>
      <HeroBanner />
      <div className="container">
        <h1 className="visually-hidden">Khóa học trực tuyến</h1>
        <CategoryNav />
        <CourseSection
          title={SECTION_TITLES.featured}
          query={{ section: 'featured', page: 1, page_size: SECTION_SIZE }}
          moreHref="/khoa-hoc?section=featured"
          eager={4}
        />
        <BannerRow placement={PLACEMENT.HOME_MIDDLE} label="Banner giữa trang" />
        <CourseSection title={SECTION_TITLES.new} query={{ section: 'new', page: 1, page_size: SECTION_SIZE }} moreHref="/khoa-hoc?section=new" />
        <CourseSection title={SECTION_TITLES.free} query={{ section: 'free', page: 1, page_size: SECTION_SIZE }} moreHref="/khoa-hoc?section=free" />
        <BannerRow placement={PLACEMENT.HOME_BOTTOM} label="Banner cuối trang" />
      </div>
    </>
  );
}
