import { pagesOf, type FetchText } from '../../src/gate/pages';

/**
 * The gate's URLs: one per page of the remote, a real one from the sitemap where the route has parameters —
 * also when /sitemap.xml is an index of sitemap files, whose own names a catch-all route must not take.
 */
const SITE = 'http://site.test';
const urlset = (...paths: string[]) => `<urlset>${paths.map((p) => `<url><loc>${SITE}${p}</loc></url>`).join('')}</urlset>`;
const index = (...files: string[]) => `<sitemapindex>${files.map((f) => `<sitemap><loc>${SITE}${f}</loc></sitemap>`).join('')}</sitemapindex>`;
const site = (files: Record<string, string>): FetchText & { asked: string[] } => {
  const asked: string[] = [];
  const fetchText = async (url: URL) => {
    asked.push(url.pathname);
    return files[url.pathname] ?? null;
  };
  return Object.assign(fetchText, { asked });
};
const urlOf = (pages: { expose: string; url: string }[], expose: string) => pages.find((p) => p.expose === expose)?.url;

it('a plain sitemap: the parameters come from its URLs', async () => {
  const pages = await pagesOf('mf_content', SITE, site({ '/sitemap.xml': urlset('/tin-tuc/bai-mot', '/chinh-sach-bao-mat') }));
  expect(urlOf(pages, 'NewsArticlePage')).toBe('/tin-tuc/bai-mot');
  expect(urlOf(pages, 'AboutPage')).toBe('/gioi-thieu');
});

it('an index: its files are read through the same site, and no sitemap file is taken for a page', async () => {
  const fetchText = site({
    '/sitemap.xml': index('/sitemap-pages-1.xml', '/sitemap-posts-1.xml'),
    '/sitemap-pages-1.xml': urlset('/gioi-thieu', '/chinh-sach-bao-mat'),
    '/sitemap-posts-1.xml': urlset('/tin-tuc/bai-mot'),
  });
  const pages = await pagesOf('mf_content', SITE, fetchText);
  expect(fetchText.asked).toEqual(['/sitemap.xml', '/sitemap-pages-1.xml', '/sitemap-posts-1.xml']);
  expect(pages.map((p) => p.url).filter((u) => u.endsWith('.xml'))).toEqual([]);
  expect(urlOf(pages, 'NewsArticlePage')).toBe('/tin-tuc/bai-mot');
  expect(urlOf(pages, 'SinglePage')).toBe('/chinh-sach-bao-mat');
});

it('no sitemap: a slug that matches nothing (the page renders its own "not found")', async () => {
  const pages = await pagesOf('mf_content', SITE, site({}));
  expect(urlOf(pages, 'NewsArticlePage')).toBe('/tin-tuc/kiem-tra-ban-moi');
  expect(new Set(pages.map((p) => p.expose)).size).toBe(pages.length);
});
