import { bannerHref, safeColor, toBannerVm } from './get-banners';

describe('bannerHref', () => {
  it.each([
    ['/khoa-hoc/toan-1', { href: '/khoa-hoc/toan-1', external: false }],
    ['https://doitac.vn/khuyen-mai', { href: 'https://doitac.vn/khuyen-mai', external: true }],
    ['//evil.example/x', { href: null, external: false }],
    ['javascript:alert(1)', { href: null, external: false }],
    ['data:text/html,x', { href: null, external: false }],
    ['', { href: null, external: false }],
    [null, { href: null, external: false }],
  ])('%p → %p', (link, expected) => {
    expect(bannerHref(link)).toEqual(expected);
  });
});

describe('safeColor', () => {
  it.each([
    ['#1a56db', '#1a56db'],
    [' #fff ', '#fff'],
    ['rgb(10, 20, 30)', 'rgb(10, 20, 30)'],
    ['rgba(0,0,0,.5)', 'rgba(0,0,0,.5)'],
    ['red;background:url(x)', null],
    ['url(javascript:x)', null],
    [42, null],
    [null, null],
  ])('%p → %p', (value, expected) => {
    expect(safeColor(value)).toBe(expected);
  });
});

describe('toBannerVm', () => {
  it('keeps a size for every image and drops unsafe links and colours', () => {
    expect(
      toBannerVm({ id: 1, title: 'Ưu đãi', image: '/b.jpg', width: 0, height: 0, link: 'javascript:x', placement: 1, color: 'bad', index: 0 }),
    ).toEqual({ id: 1, title: 'Ưu đãi', image: { src: '/b.jpg', width: 1200, height: 400 }, href: null, external: false, color: null });
  });
});
