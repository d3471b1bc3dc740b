import { ENDPOINTS, apiGet, type Subject } from '@edu/shared/core';
import type { QueryKey } from '@edu/shared/core';
import type { SubjectItem } from '../types';

export const subjectsKey: QueryKey = ['subjects'];

export function toSubject(x: Subject): SubjectItem {
  return {
    id: x.id,
    name: x.name,
    slug: x.slug,
    categoryId: x.category_id,
    categoryName: x.category_name,
    description: x.description,
    courseCount: x.course_count,
    liked: x.liked,
  };
}

/** GET /api/user/subject.json — every subject, with `liked` for the signed-in learner. */
export async function getSubjects(): Promise<SubjectItem[]> {
  return (await apiGet<Subject[]>(ENDPOINTS.subjects, { page_size: 200 })).map(toSubject);
}
