import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@edu/shared/router';
import { changeFilters, filtersToSearch, parseFilters, type CourseFilters } from '../filters-url';

export interface CourseFiltersApi {
  filters: CourseFilters;
  /** Pushes a history entry, so Back undoes a filter change. */
  update: (patch: Partial<CourseFilters>) => void;
  hrefFor: (page: number) => string;
  /** This page without any filter. */
  clearHref: string;
}

export function useCourseFilters(): CourseFiltersApi {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<CourseFilters>) => navigate({ pathname, search: filtersToSearch(changeFilters(filters, patch)) }),
    [filters, navigate, pathname],
  );
  const hrefFor = useCallback((page: number) => `${pathname}${filtersToSearch({ ...filters, page })}`, [filters, pathname]);
  return { filters, update, hrefFor, clearHref: pathname };
}
