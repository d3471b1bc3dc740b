import { platformLabel } from '@edu/shared/core';
import { SmartLink } from '@edu/ui';
import { useCategories } from '../api/get-categories';
import { usePriceRanges } from '../api/get-price-ranges';
import { useSubjects } from '../api/get-subjects';
import { flattenCategories } from '../category-tree';
import { activeFilterCount, COURSE_SORT_LABELS, PLATFORM_FILTERS, type CourseFilters, type CourseSort, type PlatformFilter } from '../filters-url';
import { subjectsFor } from '../subject-options';
import { FilterSelect } from './filter-select';
import './filters.css';

interface FilterBarProps {
  filters: CourseFilters;
  update: (patch: Partial<CourseFilters>) => void;
  clearHref: string;
  /** On /danh-muc/{slug} the category comes from the path: no category select, subjects scoped to it. */
  fixedCategory?: string;
}

const sortOptions = Object.entries(COURSE_SORT_LABELS).map(([value, label]) => ({ value, label }));
const platformOptions = PLATFORM_FILTERS.map((value) => ({ value, label: platformLabel(value) }));
const orNull = (v: string) => (v === '' ? null : v);

export function FilterBar({ filters, update, clearHref, fixedCategory }: FilterBarProps) {
  const categories = useCategories().data ?? [];
  const subjects = useSubjects().data ?? [];
  const priceRanges = usePriceRanges().data ?? [];
  const scope = fixedCategory ?? filters.category;
  const categoryOptions = flattenCategories(categories).map((c) => ({ value: c.slug, label: `${'— '.repeat(c.depth)}${c.name}` }));
  const subjectOptions = subjectsFor(subjects, categories, scope).map((s) => ({ value: s.slug, label: s.name }));
  const active = activeFilterCount({ ...filters, category: fixedCategory ? null : filters.category });

  return (
    <form className="cat-filters" role="search" aria-label="Lọc khóa học" onSubmit={(e) => e.preventDefault()}>
      {!fixedCategory && (
        <FilterSelect
          label="Danh mục"
          anyLabel="Tất cả danh mục"
          value={filters.category ?? ''}
          options={categoryOptions}
          onChange={(v) => update({ category: orNull(v) })}
        />
      )}
      <FilterSelect
        label="Chủ đề"
        anyLabel="Tất cả chủ đề"
        value={filters.subject ?? ''}
        options={subjectOptions}
        onChange={(v) => update({ subject: orNull(v) })}
      />
      <FilterSelect
        label="Mức giá"
        anyLabel="Mọi mức giá"
        value={filters.price_range ? String(filters.price_range) : ''}
        options={priceRanges.map((r) => ({ value: String(r.id), label: r.label }))}
        onChange={(v) => update({ price_range: v ? Number(v) : null })}
      />
      <FilterSelect
        label="Nền tảng"
        anyLabel="Mọi nền tảng"
        value={filters.flatform_type ?? ''}
        options={platformOptions}
        onChange={(v) => update({ flatform_type: orNull(v) as PlatformFilter | null })}
      />
      <FilterSelect
        label="Sắp xếp"
        anyLabel="Mặc định"
        value={filters.sort ?? ''}
        options={sortOptions}
        onChange={(v) => update({ sort: orNull(v) as CourseSort | null })}
      />
      {active > 0 && (
        <SmartLink className="btn btn-outline cat-filters-clear" to={clearHref}>
          Xóa bộ lọc ({active})
        </SmartLink>
      )}
    </form>
  );
}
