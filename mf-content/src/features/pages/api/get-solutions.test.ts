import { invalidateQueries } from '../../../lib/use-query';
import { fail, installFakeApi } from '@edu/shared/testing';
import { firstSolutionLink, getSolutions } from './get-solutions';

const solution = (slug: string, siblings: Array<{ slug: string; title: string }>) => ({
  page: { id: 1, type: 'solution', slug, title: `Trang ${slug}`, content: '', meta_description: `Mô tả ${slug}`, meta_keywords: '', data: {} },
  meta: { title: `Trang ${slug}`, description: `Mô tả ${slug}`, keywords: '' },
  banners: [],
  siblings: siblings.map((s, i) => ({ id: i + 2, type: 'solution', ...s })),
});

const menu = [
  { id: 1, parent_id: null, index: 1, title: 'Tin tức', link: '/tin-tuc', menu: 'header', childs: [] },
  {
    id: 2,
    parent_id: null,
    index: 2,
    title: 'Giải pháp',
    link: '/giai-phap',
    menu: 'header',
    childs: [{ id: 3, parent_id: 2, index: 1, title: 'Trường học số', link: '/giai-phap/truong-hoc-so', menu: 'header', childs: [] }],
  },
];

describe('the solutions list', () => {
  beforeEach(() => invalidateQueries());

  it('finds the first solution in the menu', () => {
    expect(firstSolutionLink(menu as never)).toBe('/giai-phap/truong-hoc-so');
    expect(firstSolutionLink([])).toBeNull();
  });

  it('without a /giai-phap landing page, lists a menu solution and all its siblings', async () => {
    const calls = installFakeApi({
      'GET /restapi/page/getpagedata': (c) =>
        c.params.path === '/giai-phap/truong-hoc-so'
          ? solution('truong-hoc-so', [
              { slug: 'doanh-nghiep', title: 'Doanh nghiệp' },
              { slug: 'truong-hoc-so/lop', title: 'Lớp' },
            ])
          : fail(404, 'Không tìm thấy trang'),
      'GET /api/user/navigation.json': () => menu,
    });
    const index = await getSolutions();
    expect(index.landing).toBeNull();
    expect(index.solutions.map((s) => s.href)).toEqual(['/giai-phap/truong-hoc-so', '/giai-phap/doanh-nghiep', '/giai-phap/truong-hoc-so/lop']);
    expect(calls.map((c) => c.params.path ?? c.params.menu)).toEqual(['/giai-phap', 'header', '/giai-phap/truong-hoc-so']);
  });

  it('uses a landing page when the CMS has one', async () => {
    installFakeApi({
      'GET /restapi/page/getpagedata': () => ({
        ...solution('giai-phap', [{ slug: 'doanh-nghiep', title: 'Doanh nghiệp' }]),
        page: { ...solution('giai-phap', []).page, type: 'page' },
      }),
    });
    const index = await getSolutions();
    expect(index.landing?.slug).toBe('giai-phap');
    expect(index.solutions.map((s) => s.slug)).toEqual(['doanh-nghiep']);
  });

  it('passes on a failure that is not a 404', async () => {
    installFakeApi({ 'GET /restapi/page/getpagedata': () => fail(500, 'Máy chủ đang bận') });
    await expect(getSolutions()).rejects.toMatchObject({ status: 500 });
  });
});
