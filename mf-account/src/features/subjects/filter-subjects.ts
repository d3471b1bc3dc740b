import type { SubjectItem } from './types';

/** Vietnamese without tones and case: 'tieng anh' finds 'Tiếng Anh', 'đia' finds 'Địa lý'. */
export function foldVietnamese(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

export function filterSubjects(subjects: SubjectItem[], query: string): SubjectItem[] {
  const q = foldVietnamese(query);
  if (!q) return subjects;
  return subjects.filter((s) => foldVietnamese(`${s.name} ${s.categoryName}`).includes(q));
}
