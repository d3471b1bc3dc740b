import '../components/ui/ui.css';
import { useParams } from '@edu/shared/router';
import { Breadcrumb } from '@edu/ui';
import { ErrorState } from '@edu/ui';
import { SmartLink } from '@edu/ui';
import { CourseGridSkeleton } from '../components/course/course-grid-skeleton';
import { CourseResults } from '../features/courses/components/course-results';
import { FilterBar } from '../features/filters/components/filter-bar';
import { SubcategoryNav } from '../features/filters/components/subcategory-nav';
import { toCourseQuery } from '../features/filters/filters-url';
import { useCategory } from '../features/filters/hooks/use-category';
import { useCourseFilters } from '../features/filters/hooks/use-course-filters';
import { NotFoundView, usePageHead } from '@edu/shared/core';
import { breadcrumbJsonLd } from '@edu/shared/core';
import { useScrollTopOnPage } from '@edu/shared/core';

/** /danh-muc/{slug}: the category's courses with the other filters; an unknown slug → the 404 page in place. */
export default function CategoryPage() {
  const slug = useParams().slug ?? '';
  const lookup = useCategory(slug);
  const { filters, update, hrefFor, clearHref } = useCourseFilters();
  const name = lookup.category?.name;

  const crumbs = lookup.category
    ? [
        { label: 'Trang chủ', href: '/' },
        { label: 'Khóa học', href: '/khoa-hoc' },
        ...lookup.trail.map((c) => ({ label: c.name, href: `/danh-muc/${encodeURIComponent(c.slug)}` })),
        { label: lookup.category.name },
      ]
    : [];
  usePageHead(
    name
      ? {
          title: name,
          description: `Các khóa học ${name} trực tuyến.`,
          keywords: `${name}, khóa học ${name}`,
          jsonLd: [breadcrumbJsonLd(crumbs, `/danh-muc/${encodeURIComponent(slug)}`)],
        }
      : null,
  );
  useScrollTopOnPage(filters.page);

  if (lookup.status === 'not-found') return <NotFoundView />;
  if (lookup.status === 'error') return <ErrorState onRetry={lookup.refetch} />;
  const category = lookup.category;
  if (!category)
    return (
      <div className="container">
        <CourseGridSkeleton count={8} />
      </div>
    );

  return (
    <div className="container">
      <Breadcrumb items={crumbs} />
      <h1 className="cat-page-title">{category.name}</h1>
      <SubcategoryNav category={category} />
      <FilterBar filters={filters} update={update} clearHref={clearHref} fixedCategory={slug} />
      <CourseResults
        query={{ ...toCourseQuery(filters), category: slug }}
        hrefFor={hrefFor}
        label={`Khóa học ${category.name}`}
        emptyHint="Danh mục này chưa có khóa học phù hợp với bộ lọc. Hãy bỏ bớt bộ lọc hoặc xem các danh mục khác."
        emptyActions={
          <>
            <SmartLink className="btn btn-primary" to={clearHref}>
              Xóa bộ lọc
            </SmartLink>
            <SmartLink className="btn btn-outline" to="/khoa-hoc">
              Xem tất cả khóa học
            </SmartLink>
          </>
        }
      />
    </div>
  );
}
