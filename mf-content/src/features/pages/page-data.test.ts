import type { PageData } from '@edu/shared/core';
import { itAnswers } from '@edu/shared/testing';
import { childrenOf, contentSegments, pageDataPath, pageHref, parentSlug, placementsFor, toContentPage } from './page-data';

describe('page data', () => {
  itAnswers(
    pageDataPath,
    [
      ['/dieu-khoan-su-dung', '/dieu-khoan-su-dung'],
      ['/giai-phap/truong-hoc-so/', '/giai-phap/truong-hoc-so'],
      ['/giai-phap/truong-hoc-so/lop-hoc-truc-tuyen', '/giai-phap/truong-hoc-so/lop-hoc-truc-tuyen'],
      ['/doi-tac?utm_source=x', '/doi-tac'],
      ['/a//b', null],
      ['/', null],
      ['/trang-chủ', null],
      ['/../etc', null],
      ['/a%20b', null],
    ],
    '%j asks for path %j',
  );

  it('splits a path into segments', () => {
    expect(contentSegments('/tin-giao-duc/bai-viet')).toEqual(['tin-giao-duc', 'bai-viet']);
  });

  itAnswers(
    pageHref,
    [
      ['solution', 'truong-hoc-so', '/giai-phap/truong-hoc-so'],
      ['solution', 'truong-hoc-so/lop-hoc', '/giai-phap/truong-hoc-so/lop-hoc'],
      ['exam_gate', 'cong-thi', '/cong-thi'],
      ['exam_gate', 'thi-thu-vao-10', '/thi-thu-vao-10'],
      ['intro', 'gioi-thieu', '/gioi-thieu'],
      ['home_study', 'station', '/home-study/station'],
      ['page', 'dieu-khoan-su-dung', '/dieu-khoan-su-dung'],
    ],
    'a %s page %j lives at %j',
  );

  it.each<[string, string, Record<string, unknown> | undefined, number | null, number | null]>([
    ['exam_gate', 'cong-thi', { banner_placement: 20 }, 20, 21],
    ['exam_gate', 'thi-thu-vao-10', undefined, 20, 21],
    ['intro', 'gioi-thieu', { banner_placement: 5 }, 5, 26],
    ['intro', 'doi-tac', { banner_placement: 5 }, 25, 26],
    ['solution', 'truong-hoc-so', {}, 10, null],
    ['solution', 'x', { banner_placement: 'ten' }, 10, null],
    ['page', 'dieu-khoan-su-dung', { banner_placement: null }, null, null],
    ['page', 'khuyen-mai', { banner_placement: 27 }, 27, null],
    ['page', 'y', { banner_placement: 500 }, null, null],
  ])('a %s page %j (%j) shows banners %j on top and %j at the bottom', (type, slug, data, top, bottom) => {
    expect(placementsFor({ type, slug, data })).toEqual({ top, bottom });
  });

  it('turns getpagedata into a view model with siblings and meta', () => {
    const data: PageData = {
      page: {
        id: 1,
        type: 'solution',
        slug: 'truong-hoc-so',
        title: 'Trường học số',
        content: '<p>x</p>',
        meta_description: 'Mô tả',
        meta_keywords: 'k',
        data: { banner_placement: 10 },
      },
      meta: { title: 'Trường học số', description: '', keywords: 'k' },
      banners: [],
      siblings: [{ id: 3, type: 'solution', slug: 'truong-hoc-so/lop', title: 'Lớp', meta_description: 'Lớp học' } as never],
    };
    const vm = toContentPage(data);
    expect(vm.href).toBe('/giai-phap/truong-hoc-so');
    expect(vm.meta).toEqual({ title: 'Trường học số', description: 'Mô tả', keywords: 'k' });
    expect(vm.siblings).toEqual([{ title: 'Lớp', slug: 'truong-hoc-so/lop', href: '/giai-phap/truong-hoc-so/lop', description: 'Lớp học' }]);
    expect(vm.topPlacement).toBe(10);
  });

  it('knows parents and direct children of nested pages', () => {
    const pages = ['a', 'a/b', 'a/b/c', 'd'].map((slug) => ({ slug, title: slug, href: `/${slug}`, description: '' }));
    expect(parentSlug('a/b/c')).toBe('a/b');
    expect(parentSlug('a')).toBeNull();
    expect(childrenOf('a', pages).map((p) => p.slug)).toEqual(['a/b']);
    expect(childrenOf('d', pages)).toEqual([]);
  });
});
