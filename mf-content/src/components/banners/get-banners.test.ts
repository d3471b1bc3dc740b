import { bannerHref, toBannerVms } from './get-banners';

describe('banners', () => {
  it.each<[unknown, string | null, boolean]>([
    ['/khoa-hoc', '/khoa-hoc', false],
    ['https://example.vn/x', 'https://example.vn/x', true],
    ['javascript:alert(1)', null, false],
    ['//evil.example', null, false],
    ['', null, false],
    [null, null, false],
  ])('link %j → %j', (link, href, external) => {
    expect(bannerHref(link)).toEqual({ href, external });
  });

  it('orders by index and reserves a size for images without one', () => {
    const vms = toBannerVms([
      { id: 2, title: 'B', image: '/b.svg', width: 0, height: 0, link: '', placement: 22, color: null, index: 2 },
      { id: 1, title: 'A', image: '/a.svg', width: 800, height: 300, link: '/tin-tuc', placement: 22, color: null, index: 1 },
    ]);
    expect(vms.map((b) => b.id)).toEqual([1, 2]);
    expect(vms[1]!.image).toEqual({ src: '/b.svg', width: 1200, height: 400 });
  });
});
