import type { FastifyPluginAsyncTypebox } from '../schemas/typebox';
import type { SitemapEntry } from '../repositories/seo-repo';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * Absolute URL of a site path (raw slugs from the database): each segment percent-encoded exactly once,
 * so the router decodes it back to the slug the API matches ('100%' stays '100%', Vietnamese letters too).
 */
function absolute(origin: string, path: string): string {
  return origin.replace(/\/$/, '') + path.split('/').map(encodeURIComponent).join('/');
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${xml(absolute(origin, e.path))}</loc><lastmod>${new Date(e.lastmod).toISOString()}</lastmod></url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

/** /sitemap.xml and /robots.txt at the site root (the edges proxy exactly these two paths here). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const origin = app.config.siteOrigin;

  app.get('/sitemap.xml', { schema: { tags: ['other'], summary: 'Every public page with its last change (sitemaps.org 0.9)', hide: false } }, async (_request, reply) => {
    const body = sitemapXml(origin, await app.repos.seo.sitemap());
    return reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(body);
  });
};

export default routes;
