import { parseCourseSlug } from './course-slug';

describe('parseCourseSlug', () => {
  it.each([
    ['toan-lop-10-K12', { alias: 'toan-lop-10', aliasCode: 'K12', slug: 'toan-lop-10-K12' }],
    ['ielts-7', { alias: 'ielts', aliasCode: '7', slug: 'ielts-7' }],
    ['khong-co-ma-', null],
    ['-K12', null],
    ['khongcogach', null],
    ['', null],
    [undefined, null],
    ['a b-1', null],
    ['a/b-1', null],
    ['x'.repeat(301) + '-1', null],
  ])('%p → %p', (slug, expected) => {
    expect(parseCourseSlug(slug)).toEqual(expected);
  });
});
