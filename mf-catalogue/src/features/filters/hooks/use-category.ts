import type { Category } from '@edu/shared/core';
import { useCategories } from '../api/get-categories';
import { findCategory } from '../category-tree';

export type CategoryLookup =
  | { status: 'loading' | 'error' | 'not-found'; category: null; trail: Category[]; refetch: () => void }
  | { status: 'found'; category: Category; trail: Category[]; refetch: () => void };

/** The category of a /danh-muc/{slug} page, looked up in the (cached) category tree. */
export function useCategory(slug: string): CategoryLookup {
  const { data, status, refetch } = useCategories();
  if (status === 'error') return { status: 'error', category: null, trail: [], refetch };
  if (!data) return { status: 'loading', category: null, trail: [], refetch };
  const found = findCategory(data, slug);
  if (!found) return { status: 'not-found', category: null, trail: [], refetch };
  return { status: 'found', category: found.category, trail: found.trail, refetch };
}
