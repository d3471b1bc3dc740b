import '../components/ui/ui.css';
import { Breadcrumb } from '@edu/ui';
import { SmartLink } from '@edu/ui';
import { CourseResults } from '../features/courses/components/course-results';
import { FilterBar } from '../features/filters/components/filter-bar';
import { SECTION_TITLES, toCourseQuery } from '../features/filters/filters-url';
import { useCourseFilters } from '../features/filters/hooks/use-course-filters';
import { usePageHead } from '@edu/shared/core';
import { breadcrumbJsonLd } from '@edu/shared/core';
import { useScrollTopOnPage } from '@edu/shared/core';

const META = {
  title: 'Khóa học',
  description: 'Tất cả khóa học trực tuyến: lọc theo danh mục, chủ đề, mức giá và nền tảng học.',
  keywords: 'khóa học, khóa học trực tuyến, học online, luyện thi',
};

/** /khoa-hoc: filters, sort and page all live in the URL. */
export default function CourseListPage() {
  const { filters, update, hrefFor, clearHref } = useCourseFilters();
  const title = filters.section ? SECTION_TITLES[filters.section] : 'Khóa học';
  const crumbs = [{ label: 'Trang chủ', href: '/' }, { label: title }];
  usePageHead({ ...META, title, jsonLd: [breadcrumbJsonLd(crumbs, '/khoa-hoc')] });
  useScrollTopOnPage(filters.page);

  return (
    <div className="container">
      <Breadcrumb items={crumbs} />
      <h1 className="cat-page-title">{title}</h1>
      <FilterBar filters={filters} update={update} clearHref={clearHref} />
      <CourseResults
        query={toCourseQuery(filters)}
        hrefFor={hrefFor}
        emptyActions={
          <>
            <SmartLink className="btn btn-primary" to={clearHref}>
              Xóa bộ lọc
            </SmartLink>
            <SmartLink className="btn btn-outline" to="/">
              Về trang chủ
            </SmartLink>
          </>
        }
      />
    </div>
  );
}
