import type { Category } from '@edu/shared/core';

export interface CategoryOption {
  id: number;
  slug: string;
  name: string;
  depth: number;
}

const byIndex = (a: Category, b: Category) => (a.index ?? 0) - (b.index ?? 0) || a.id - b.id;
const childrenOf = (c: Category): Category[] => (Array.isArray(c.childs) ? [...c.childs].sort(byIndex) : []);

/** The tree as a flat, ordered list (parents before their children, siblings by `index`). */
export function flattenCategories(tree: readonly Category[], depth = 0): CategoryOption[] {
  return [...tree].sort(byIndex).flatMap((c) => [{ id: c.id, slug: c.slug, name: c.name, depth }, ...flattenCategories(childrenOf(c), depth + 1)]);
}

/** The category with `slug` and the trail of its ancestors (root first), or null. */
export function findCategory(tree: readonly Category[], slug: string): { category: Category; trail: Category[] } | null {
  for (const c of tree) {
    if (c.slug === slug) return { category: c, trail: [] };
    const found = findCategory(childrenOf(c), slug);
    if (found) return { category: found.category, trail: [c, ...found.trail] };
  }
  return null;
}

/** Ids of a category and all its descendants. */
export function categoryIds(category: Category): number[] {
  return [category.id, ...childrenOf(category).flatMap(categoryIds)];
}

/**
 * Builds a tree from a flat list (parent_id) when the API sends one; a tree passes through.
 * Orphans (unknown parent) become roots rather than disappearing.
 */
export function toCategoryTree(list: readonly Category[]): Category[] {
  if (list.some((c) => Array.isArray(c.childs) && c.childs.length > 0)) return [...list].sort(byIndex);
  const nodes = new Map(list.map((c) => [c.id, { ...c, childs: [] as Category[] }]));
  const roots: Category[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id != null ? nodes.get(node.parent_id) : undefined;
    (parent ? parent.childs : roots).push(node);
  }
  return roots.sort(byIndex);
}
