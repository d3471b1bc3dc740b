import { itAnswers } from '@edu/shared/testing';
import { filterSubjects, foldVietnamese } from './filter-subjects';
import type { SubjectItem } from './types';

const subject = (id: number, name: string, categoryName = ''): SubjectItem => ({
  id,
  name,
  slug: `s${id}`,
  categoryId: 1,
  categoryName,
  description: '',
  courseCount: 0,
  liked: false,
});
const ALL = [subject(1, 'Tiếng Anh', 'Ngoại ngữ'), subject(2, 'Địa lý', 'THPT'), subject(3, 'Toán học', 'THPT')];

describe('foldVietnamese', () => {
  itAnswers(foldVietnamese, [
    ['Tiếng Anh', 'tieng anh'],
    ['ĐỊA LÝ', 'dia ly'],
    ['  Toán  ', 'toan'],
  ]);
});

describe('filterSubjects', () => {
  it.each([
    ['', [1, 2, 3]],
    ['tieng', [1]],
    ['đia', [2]],
    ['thpt', [2, 3]],
    ['ngoai ngu', [1]],
    ['hoa', []],
  ])('%j → %j', (q, ids) => expect(filterSubjects(ALL, q).map((s) => s.id)).toEqual(ids));
});
