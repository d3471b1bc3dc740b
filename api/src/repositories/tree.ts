/** Flat rows with id / parent_id / index → nested `childs` (SPEC §3 "Menu-like items"). */
export function buildTree<T extends { id: number; parent_id: number | null; index: number }>(rows: T[]): Array<T & { childs: unknown[] }> {
  const nodes = new Map<number, T & { childs: Array<T & { childs: unknown[] }> }>();
  for (const r of rows) nodes.set(r.id, { ...r, childs: [] });
  const roots: Array<T & { childs: unknown[] }> = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.childs : roots).push(node);
  }
  const sort = (list: Array<T & { childs: unknown[] }>) => {
    list.sort((a, b) => a.index - b.index || a.id - b.id);
    for (const n of list) sort(n.childs as Array<T & { childs: unknown[] }>);
  };
  sort(roots);
  return roots;
}
