import type { ReactElement } from 'react';
import type { PostDetail, PostSummary } from '@edu/shared/core';
import { invalidateQueries } from '../lib/use-query';
import { fail, installFakeApi, location, renderPage, screen, waitFor, within, type FakeCall } from '@edu/shared/testing';
import NewsArticlePage from './news-article-page';
import NewsListPage from './news-list-page';
import SinglePage from './single-page';
import TwoSegmentPage from './two-segment-page';

// sanitize-html's ESM dependencies do not load under jest's CommonJS runtime (the shared package's own
// tests cover the sanitiser); here it is a spy that proves every rich text goes through it.
const sanitizeCourseHtml = jest.fn(async (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''));
jest.mock('@edu/shared/rich-text/lazy', () => ({
  ...jest.requireActual('@edu/shared/rich-text/lazy'),
  sanitizeCourseHtml: (html: string) => sanitizeCourseHtml(html),
}));

const summary = (id: number, over: Partial<PostSummary> = {}): PostSummary => ({
  id,
  title: `Bài viết ${id}`,
  slug: `bai-viet-${id}`,
  summary: `Tóm tắt ${id}`,
  thumbnail: null,
  author: 'Ban biên tập',
  views: 1,
  published_at: '2025-03-12T03:00:00.000Z',
  category: { id: 1, name: 'Tin giáo dục', slug: 'tin-giao-duc' },
  tags: [{ id: 3, name: 'IELTS', slug: 'ielts' }],
  ...over,
});
const detail = (id: number, over: Partial<PostDetail> = {}): PostDetail => ({
  ...summary(id),
  content: '<p>Nội dung <strong>chính</strong></p><script>alert(1)</script>',
  related: [{ id: 9, title: 'Bài liên quan', slug: 'bai-lien-quan', thumbnail: null }],
  ...over,
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

const postCalls = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/user/post.json').map((c) => c.params);
/** The page's level-1 heading, once it shows `name` (the skeleton has none). */
const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('content pages', () => {
  beforeEach(() => invalidateQueries());

  it('the news list sorts by posting date through the URL', async () => {
    const calls = api();
    const { user } = renderPage('/tin-tuc', '/tin-tuc?page=2', <NewsListPage />);
    expect(await screen.findByRole('link', { name: 'Bài viết 1' })).toHaveAttribute('href', '/tin-tuc/bai-viet-1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Tin tức$/);
    expect(postCalls(calls)).toEqual([{ page: 2, page_size: 12 }]);
    const sortNav = screen.getByRole('navigation', { name: 'Sắp xếp bài viết' });
    expect(within(sortNav).getByRole('link', { name: 'Ngày đăng' })).not.toHaveAttribute('aria-current');
    await user.click(within(sortNav).getByRole('link', { name: 'Ngày đăng' }));
    await waitFor(() => expect(location.current).toBe('/tin-tuc?sort=date'));
    await waitFor(() => expect(postCalls(calls).at(-1)).toEqual({ page: 1, page_size: 12, sort: 'date' }));
    expect(within(sortNav).getByRole('link', { name: 'Ngày đăng' })).toHaveAttribute('aria-current', 'true');
  });

  it('an article shows sanitised content, hashtags and related posts', async () => {
    api();
    renderPage('/tin-tuc/:slug', '/tin-tuc/bai-viet-1', <NewsArticlePage />);
    await pageHeading('Bài viết 1');
    const article = screen.getByRole('article', { name: 'Bài viết 1' });
    // the body, with its formatting: "chính" is the bold part of the paragraph
    expect(await within(article).findByText('chính')).toBe(within(article).getByRole('strong'));
    const paragraph = within(article).getByText('Nội dung');
    expect(paragraph).toHaveTextContent(/^Nội dung chính$/);
    expect(paragraph).toContainElement(within(article).getByRole('strong'));
    // the <script> is gone (ignore: false also searches inside <script> elements)
    expect(screen.queryByText('alert(1)', { ignore: false })).not.toBeInTheDocument();
    expect(sanitizeCourseHtml).toHaveBeenCalledWith(detail(1).content);
    const hashtags = within(article).getByRole('navigation', { name: 'Hashtag của bài viết' });
    expect(within(hashtags).getByRole('link', { name: '#IELTS' })).toHaveAttribute('href', '/hashtag/ielts');
    const related = screen.getByRole('complementary', { name: 'Bài viết liên quan' });
    expect(within(related).getByRole('link', { name: 'Bài liên quan' })).toHaveAttribute('href', '/tin-tuc/bai-lien-quan');
    expect(document.title).toContain('Bài viết 1');
  });

  it.each<[string, string, string, ReactElement]>([
    ['an unknown article', '/tin-tuc/:slug', '/tin-tuc/khong-co', <NewsArticlePage key="a" />],
    ['an unknown single page', '/:slug', '/khong-co-trang', <SinglePage key="s" />],
    ['a post under the wrong category', '*', '/tuyen-sinh/bai-viet-1', <TwoSegmentPage key="t" />],
    ['a two-segment path that is nothing', '*', '/abc/khong-co', <TwoSegmentPage key="u" />],
  ])('%s shows the 404 page in place', async (_name, path, url, page) => {
    api();
    renderPage(path, url, page);
    await pageHeading('Không tìm thấy trang');
    expect(location.current).toBe(url);
    // the real 404 page (the router's /404 stand-in has no way back)
    expect(screen.getByRole('link', { name: 'Quay về trang chủ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Không tìm thấy trang | KhoaHoc.vn');
  });

  it('a two-segment path /{category}/{post} shows the post', async () => {
    api();
    renderPage('*', '/tin-giao-duc/bai-viet-1', <TwoSegmentPage />);
    await pageHeading('Bài viết 1');
    expect(location.current).toBe('/tin-giao-duc/bai-viet-1');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('a single page comes from page data with its banners', async () => {
    const calls = api({
      'GET /restapi/page/getpagedata': (c) =>
        c.params.path === '/doi-tac'
          ? {
              page: {
                id: 7,
                type: 'intro',
                slug: 'doi-tac',
                title: 'Đối tác',
                content: '<p>Các đối tác</p>',
                meta_description: 'Đối tác',
                meta_keywords: 'đối tác',
                data: { banner_placement: 5 },
              },
              meta: { title: 'Đối tác', description: 'Đối tác giáo dục', keywords: 'đối tác' },
              banners: [],
              siblings: [],
            }
          : fail(404),
    });
    renderPage('/:slug', '/doi-tac', <SinglePage />);
    await pageHeading('Đối tác');
    const content = screen.getByRole('article', { name: 'Đối tác' });
    expect(await within(content).findByText('Các đối tác')).toBeInTheDocument();
    expect(content).toHaveTextContent(/^Các đối tác$/);
    expect(
      calls
        .filter((c) => c.url === '/api/user/media.json')
        .map((c) => c.params.placement)
        .sort(),
    ).toEqual([25, 26]);
    // a <meta> tag in <head> has no role or label to query by
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Đối tác giáo dục');
  });
});
