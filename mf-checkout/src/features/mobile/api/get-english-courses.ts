import { ENDPOINTS, apiGet, type CourseSummary, type Paginated } from '@edu/shared/core';
import { courseLineView, type LineItemView } from '../../../components/ui/line-item-view';

export const ENGLISH_CATEGORY = 'tieng-anh';

/** The partner page's list: English courses, as compact lines. */
export async function getEnglishCourses(signal?: AbortSignal): Promise<LineItemView[]> {
  const page = await apiGet<Paginated<CourseSummary>>(ENDPOINTS.courses, { category: ENGLISH_CATEGORY, page_size: 12 }, { signal });
  return (page.items ?? []).map(courseLineView);
}
