import { resetRuntimeConfig, setRuntimeConfig } from '../../src/config/runtime-config';
import { isEmpty } from '../../src/format/is-empty';
import { pageTitle } from '../../src/format/page-title';
import { courseRoute, learnRoute } from '../../src/format/routes';

describe('isEmpty', () => {
  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    ['\n\t', true],
    [Number.NaN, true],
    [[], true],
    [{}, true],
    [Object.create(null), true],
    ['a', false],
    [' a ', false],
    [0, false],
    [false, false],
    [[0], false],
    [{ a: undefined }, false],
    [new Date(), false],
  ])('%p → %s', (value, expected) => {
    expect(isEmpty(value)).toBe(expected);
  });
});

describe('course routes', () => {
  it.each([
    ['toan-lop-10', 'ab12', '/khoa-hoc/toan-lop-10-ab12', '/vao-hoc/toan-lop-10-ab12'],
    ['tieng-anh', 42, '/khoa-hoc/tieng-anh-42', '/vao-hoc/tieng-anh-42'],
    ['a/../b', 'x?y', '/khoa-hoc/a%2F..%2Fb-x%3Fy', '/vao-hoc/a%2F..%2Fb-x%3Fy'],
  ])('%p + %p', (alias, code, course, learn) => {
    expect(courseRoute(alias, code)).toBe(course);
    expect(learnRoute(alias, code)).toBe(learn);
  });
});

describe('pageTitle', () => {
  afterEach(() => resetRuntimeConfig());
  it.each([
    ['Giải pháp', 'KhoaHoc.vn', 'Giải pháp | KhoaHoc.vn'],
    ['  Tin tức ', 'KhoaHoc.vn', 'Tin tức | KhoaHoc.vn'],
    ['', 'KhoaHoc.vn', 'KhoaHoc.vn'],
    ['   ', 'KhoaHoc.vn', 'KhoaHoc.vn'],
    [null, 'KhoaHoc.vn', 'KhoaHoc.vn'],
    [undefined, 'Brand', 'Brand'],
  ])('%p with %p → %p', (title, brand, expected) => {
    expect(pageTitle(title, brand)).toBe(expected);
  });

  it('uses the configured brand by default', () => {
    setRuntimeConfig({ brand: 'Học Vui' });
    expect(pageTitle('Giỏ hàng')).toBe('Giỏ hàng | Học Vui');
  });
});
