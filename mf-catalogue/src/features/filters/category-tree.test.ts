import type { Category, Subject } from '@edu/shared/core';
import { categoryIds, findCategory, flattenCategories, toCategoryTree } from './category-tree';
import { subjectsFor } from './subject-options';

const cat = (id: number, slug: string, index: number, parent_id: number | null = null, childs: Category[] = []): Category => ({
  id,
  slug,
  name: slug.toUpperCase(),
  index,
  parent_id,
  icon: null,
  childs,
});

const tree: Category[] = [
  cat(2, 'ngoai-ngu', 2, null, [cat(21, 'tieng-anh', 1, 2), cat(22, 'tieng-nhat', 0, 2)]),
  cat(1, 'toan', 1, null, [cat(11, 'dai-so', 0, 1, [cat(111, 'phuong-trinh', 0, 11)])]),
];

describe('flattenCategories', () => {
  it('lists parents before children and siblings by index, with their depth', () => {
    expect(flattenCategories(tree).map((c) => [c.slug, c.depth])).toEqual([
      ['toan', 0],
      ['dai-so', 1],
      ['phuong-trinh', 2],
      ['ngoai-ngu', 0],
      ['tieng-nhat', 1],
      ['tieng-anh', 1],
    ]);
  });
});

describe('findCategory', () => {
  it.each([
    ['toan', 'toan', []],
    ['phuong-trinh', 'phuong-trinh', ['toan', 'dai-so']],
    ['tieng-anh', 'tieng-anh', ['ngoai-ngu']],
  ])('%p is found with its trail', (slug, found, trail) => {
    const result = findCategory(tree, slug);
    expect(result?.category.slug).toBe(found);
    expect(result?.trail.map((c) => c.slug)).toEqual(trail);
  });

  it('returns null for an unknown slug', () => {
    expect(findCategory(tree, 'hoa-hoc')).toBeNull();
  });
});

describe('categoryIds', () => {
  it('includes every descendant', () => {
    expect(categoryIds(tree[1] as Category).sort()).toEqual([1, 11, 111]);
  });
});

describe('toCategoryTree', () => {
  it('builds a tree from a flat list by parent_id, keeping orphans as roots', () => {
    const flat = [cat(11, 'dai-so', 0, 1), cat(1, 'toan', 1), cat(5, 'mo-coi', 0, 999), cat(2, 'van', 0)];
    const built = toCategoryTree(flat);
    expect(built.map((c) => c.slug)).toEqual(['van', 'mo-coi', 'toan']);
    expect(built.find((c) => c.slug === 'toan')?.childs.map((c) => c.slug)).toEqual(['dai-so']);
  });

  it('passes a tree through', () => {
    expect(toCategoryTree(tree).map((c) => c.slug)).toEqual(['toan', 'ngoai-ngu']);
  });
});

describe('subjectsFor', () => {
  const subjects: Subject[] = [
    { id: 1, name: 'Giải tích', slug: 'giai-tich', category_id: 1 },
    { id: 2, name: 'Phương trình bậc hai', slug: 'pt-bac-hai', category_id: 111 },
    { id: 3, name: 'IELTS', slug: 'ielts', category_id: 21 },
  ].map((s) => ({ ...s, category_name: '', description: '', image: null, liked: false, course_count: 0 }));
  it.each([
    [null, ['giai-tich', 'pt-bac-hai', 'ielts']],
    ['toan', ['giai-tich', 'pt-bac-hai']],
    ['dai-so', ['pt-bac-hai']],
    ['ngoai-ngu', ['ielts']],
    ['tieng-nhat', []],
    ['khong-ton-tai', ['giai-tich', 'pt-bac-hai', 'ielts']],
  ])('category %p → %p', (slug, expected) => {
    expect(subjectsFor(subjects, tree, slug).map((s) => s.slug)).toEqual(expected);
  });
});
