import { safeColor, toBannerVm } from './get-banners';

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
  it('drops an unsafe colour, as well as an unsafe link', () => {
    expect(
      toBannerVm({ id: 1, title: 'Ưu đãi', image: '/b.jpg', width: 0, height: 0, link: 'javascript:x', placement: 1, color: 'bad', index: 0 }),
    ).toEqual({ id: 1, title: 'Ưu đãi', image: { src: '/b.jpg', width: 1200, height: 400 }, href: null, external: false, color: null });
  });
});
