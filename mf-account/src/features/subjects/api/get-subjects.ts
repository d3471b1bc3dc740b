import { ENDPOINTS, apiGet } from '@edu/shared';
import type { QueryKey } from '@edu/shared';
import { num, str } from '../../../lib/to-page';
import type { SubjectItem } from '../types';

export const subjectsKey: QueryKey = ['subjects'];

export function toSubject(x: Record<string, unknown>): SubjectItem | null {
  const name = str(x.name);
  if (!name) return null;
  const category = (typeof x.category === 'object' && x.category !== null ? x.category : {}) as Record<string, unknown>;
  return {
    id: num(x.id),
    name,
    slug: str(x.slug),
    categoryId: num(x.category_id ?? category.id),
    categoryName: str(x.category_name) || str(category.name),
    description: str(x.description),
    courseCount: num(x.course_count),
    liked: x.liked === true || x.is_liked === true,
  };
}

/** GET /api/user/subject.json — every subject, with `liked` for the signed-in learner. */
export async function getSubjects(): Promise<SubjectItem[]> {
  const raw = await apiGet<unknown[] | { items?: unknown[] }>(ENDPOINTS.subjects, { page_size: 200 });
  const list = Array.isArray(raw) ? raw : (raw?.items ?? []);
  return list.flatMap((x) => {
    const s = typeof x === 'object' && x !== null ? toSubject(x as Record<string, unknown>) : null;
    return s ? [s] : [];
  });
}
