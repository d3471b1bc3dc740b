import type { Category, Subject } from '@edu/shared/core';
import { categoryIds, findCategory } from './category-tree';

/** Subjects of the chosen category (and its sub-categories); all subjects when none is chosen. */
export function subjectsFor(subjects: readonly Subject[], tree: readonly Category[], categorySlug: string | null): Subject[] {
  if (!categorySlug) return [...subjects];
  const found = findCategory(tree, categorySlug);
  if (!found) return [...subjects];
  const ids = new Set(categoryIds(found.category));
  return subjects.filter((s) => ids.has(s.category_id));
}
