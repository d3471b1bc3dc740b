import type { Banner } from '../../src/dto';
import { sortBanners, toBannerView } from '../../src/media/banners';

const banner = (over: Partial<Banner>): Banner => ({
  id: 1,
  title: 'Ưu đãi',
  image: '/b.jpg',
  width: 800,
  height: 300,
  link: '',
  placement: 22,
  color: null,
  index: 0,
  ...over,
});

describe('banners', () => {
  it('come in placement order, from a list or from { items }', () => {
    const rows = [banner({ id: 2, index: 2 }), banner({ id: 1, index: 1 })];
    expect(sortBanners(rows).map((b) => b.id)).toEqual([1, 2]);
    expect(sortBanners({ items: rows }).map((b) => b.id)).toEqual([1, 2]);
    expect(sortBanners(null)).toEqual([]);
  });

  it('keep a size for every image and link only where it is safe', () => {
    expect(toBannerView(banner({ width: 0, height: 0, link: 'javascript:x' }))).toEqual({
      id: 1,
      title: 'Ưu đãi',
      image: { src: '/b.jpg', width: 1200, height: 400 },
      href: null,
      external: false,
    });
    expect(toBannerView(banner({ link: 'https://doitac.vn/x' }))).toMatchObject({ href: 'https://doitac.vn/x', external: true });
  });
});
