import type { PostDetail, PostSummary } from '@edu/shared';
import { invalidateQueries } from '../lib/use-query';
import { fail, installFakeApi, type FakeCall } from '@edu/shared/testing';
import { byText, click, render, settle } from '@edu/shared/testing';
import { atRoute, location } from '@edu/shared/testing';
import NewsArticlePage from './news-article-page';
import NewsListPage from './news-list-page';
import SinglePage from './single-page';
import TwoSegmentPage from './two-segment-page';

// sanitize-html's ESM dependencies do not load under jest's CommonJS runtime (the shared package's own
// tests cover the sanitiser); here it is a spy that proves every rich text goes through it.
const sanitizeCourseHtml = jest.fn(async (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''));
jest.mock('@edu/shared/rich-text/lazy', () => ({ ...jest.requireActual('@edu/shared/rich-text/lazy'), sanitizeCourseHtml: (html: string) => sanitizeCourseHtml(html) }));

const summary = (id: number, over: Partial<PostSummary> = {}): PostSummary => ({
  id, title: `Bài viết ${id}`, slug: `bai-viet-${id}`, summary: `Tóm tắt ${id}`, thumbnail: null, author: 'Ban biên tập', views: 1,
  published_at: '2025-03-12T03:00:00.000Z', category: { id: 1, name: 'Tin giáo dục', slug: 'tin-giao-duc' },
  tags: [{ id: 3, name: 'IELTS', slug: 'ielts' }], ...over,
});
const detail = (id: number, over: Partial<PostDetail> = {}): PostDetail => ({
  ...summary(id), content: '<p>Nội dung <strong>chính</strong></p><script>alert(1)</script>', related: [{ id: 9, title: 'Bài liên quan', slug: 'bai-lien-quan', thumbnail: null }], ...over,
});

function api(extra: Record<string, (c: FakeCall) => unknown> = {}): FakeCall[] {
  return installFakeApi({
    'GET /api/user/post.json': (c) => ({ items: [summary(1), summary(2)], page: Number(c.params.page), page_size: 12, total: 30 }),
    'GET /api/user/post/category.json': () => [{ id: 1, parent_id: null, name: 'Tin giáo dục', slug: 'tin-giao-duc', index: 1 }],
    'GET /api/user/tag.json': () => [{ id: 3, name: 'IELTS', slug: 'ielts', post_count: 3 }],
    'GET /api/user/media.json': () => [],
    'GET /api/user/post/details.json': (c) => (c.params.slug === 'bai-viet-1' ? { post: detail(1) } : fail(404, 'Không tìm thấy bài viết')),
    'GET /restapi/page/getpagedata': () => fail(404, 'Không tìm thấy trang'),
    ...extra,
  });
}

const h1 = (c: HTMLElement) => c.querySelector('h1')?.textContent;

describe('content pages', () => {
  beforeEach(() => invalidateQueries());
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('the news list sorts by posting date through the URL', async () => {
    const calls = api();
    const { container } = await render(atRoute('/tin-tuc', '/tin-tuc?page=2', <NewsListPage />));
    await settle();
    expect(h1(container)).toBe('Tin tức');
    expect(byText(container, 'a', 'Bài viết 1')?.getAttribute('href')).toBe('/tin-tuc/bai-viet-1');
    expect(calls.find((c) => c.url === '/api/user/post.json')?.params).toEqual({ page: 2, page_size: 12 });
    const sortNav = container.querySelector('nav[aria-label="Sắp xếp bài viết"]') as HTMLElement;
    await click(byText(sortNav, 'a', 'Ngày đăng'));
    await settle();
    expect(location.current).toBe('/tin-tuc?sort=date');
    expect(calls.filter((c) => c.url === '/api/user/post.json').pop()?.params).toEqual({ page: 1, page_size: 12, sort: 'date' });
    expect(byText(sortNav, 'a', 'Ngày đăng')?.getAttribute('aria-current')).toBe('true');
  });

  it('an article shows sanitised content, hashtags and related posts', async () => {
    api();
    const { container } = await render(atRoute('/tin-tuc/:slug', '/tin-tuc/bai-viet-1', <NewsArticlePage />));
    await settle(6);
    expect(h1(container)).toBe('Bài viết 1');
    expect(container.querySelector('.ui-richtext strong')?.textContent).toBe('chính');
    expect(container.querySelector('script')).toBeNull();
    expect(sanitizeCourseHtml).toHaveBeenCalledWith(detail(1).content);
    expect(byText(container, 'a', '#IELTS')?.getAttribute('href')).toBe('/hashtag/ielts');
    expect(byText(container, 'a', 'Bài liên quan')?.getAttribute('href')).toBe('/tin-tuc/bai-lien-quan');
    expect(document.title).toContain('Bài viết 1');
  });

  it.each([
    ['an unknown article', '/tin-tuc/:slug', '/tin-tuc/khong-co', <NewsArticlePage key="a" />],
    ['an unknown single page', '/:slug', '/khong-co-trang', <SinglePage key="s" />],
    ['a post under the wrong category', '*', '/tuyen-sinh/bai-viet-1', <TwoSegmentPage key="t" />],
    ['a two-segment path that is nothing', '*', '/abc/khong-co', <TwoSegmentPage key="u" />],
  ])('%s shows the 404 page in place', async (_name, path, url, page) => {
    api();
    const { container } = await render(atRoute(path, url, page));
    await settle(6);
    expect(location.current).toBe(url);
    expect(h1(container)).toBe('Không tìm thấy trang');
    expect(document.title).toBe('Không tìm thấy trang | KhoaHoc.vn');
  });

  it('a two-segment path /{category}/{post} shows the post', async () => {
    api();
    const { container } = await render(atRoute('*', '/tin-giao-duc/bai-viet-1', <TwoSegmentPage />));
    await settle(6);
    expect(location.current).toBe('/tin-giao-duc/bai-viet-1');
    expect(h1(container)).toBe('Bài viết 1');
  });

  it('a single page comes from page data with its banners', async () => {
    const calls = api({
      'GET /restapi/page/getpagedata': (c) => (c.params.path === '/doi-tac'
        ? { page: { id: 7, type: 'intro', slug: 'doi-tac', title: 'Đối tác', content: '<p>Các đối tác</p>', meta_description: 'Đối tác', meta_keywords: 'đối tác', data: { banner_placement: 5 } },
            meta: { title: 'Đối tác', description: 'Đối tác giáo dục', keywords: 'đối tác' }, banners: [], siblings: [] }
        : fail(404)),
    });
    const { container } = await render(atRoute('/:slug', '/doi-tac', <SinglePage />));
    await settle(6);
    expect(h1(container)).toBe('Đối tác');
    expect(container.querySelector('.ui-richtext')?.textContent).toBe('Các đối tác');
    expect(calls.filter((c) => c.url === '/api/user/media.json').map((c) => c.params.placement).sort()).toEqual([25, 26]);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Đối tác giáo dục');
  });
});
