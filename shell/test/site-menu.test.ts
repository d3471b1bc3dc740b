import type { NavigationItem } from '@edu/shared/core';
import { toMenuLinks } from '../src/layouts/site-menu';

const item = (id: number, title: string, link: string, index: number, childs: NavigationItem[] = []): NavigationItem => ({
  id,
  parent_id: null,
  index,
  title,
  link,
  menu: 'header',
  childs,
});

describe('the site menu from the API', () => {
  it('keeps the editors’ order and nesting', () => {
    const links = toMenuLinks([
      item(2, 'Tin tức', '/tin-tuc', 2),
      item(1, 'Khóa học', '/khoa-hoc', 1, [item(4, 'Lập trình', '/danh-muc/lap-trinh', 2), item(3, 'Ngoại ngữ', '/danh-muc/ngoai-ngu', 1)]),
    ]);
    expect(links.map((l) => l.title)).toEqual(['Khóa học', 'Tin tức']);
    expect(links[0]!.children.map((l) => l.link)).toEqual(['/danh-muc/ngoai-ngu', '/danh-muc/lap-trinh']);
  });

  it.each([
    ['another site', 'https://ke-gian.example/'],
    ['a protocol-relative link', '//ke-gian.example/'],
    ['a script', 'javascript:alert(1)'],
    ['an empty link', ''],
  ])('leaves out %s', (_name, link) => {
    expect(toMenuLinks([item(1, 'Lạ', link, 1), item(2, 'Tin tức', '/tin-tuc', 2)]).map((l) => l.title)).toEqual(['Tin tức']);
  });

  it('leaves out an entry without a title and trims the others', () => {
    expect(toMenuLinks([item(1, '   ', '/a', 1), item(2, ' Hỗ trợ ', '/ho-tro-khach-hang', 2)])).toEqual([
      { title: 'Hỗ trợ', link: '/ho-tro-khach-hang', children: [] },
    ]);
  });
});
