import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '../schemas/typebox';
import type { BucketKind, SitemapEntry, SitemapFile } from '../repositories/seo-repo';
import { BUCKETS } from '../repositories/seo-repo';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** XML text: the five entities, in one pass (and none when there is nothing to escape: most URLs). */
const xml = (s: string) => (/[&<>"']/.test(s) ? s.replace(/[&<>"']/g, (c) => ENTITIES[c]!) : s);

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

export function sitemapIndexXml(origin: string, files: SitemapFile[]): string {
  const base = origin.replace(/\/$/, '');
  const entries = files.map(
    (f) => `<sitemap><loc>${xml(`${base}/sitemap-${f.name}.xml`)}</loc><lastmod>${new Date(f.lastmod).toISOString()}</lastmod></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/**
 * /sitemap.xml is an index (sitemaps.org: at most 50,000 URLs per file; ours hold 5,000: seo-repo URLS_PER_FILE) of /sitemap-pages-N.xml (lists, categories,
 * teachers, content pages…) and /sitemap-courses-B.xml, /sitemap-posts-B.xml (a range of ids each: a course stays in
 * its file as the catalogue grows). The edges proxy /sitemap.xml, /sitemap-*.xml and /robots.txt here.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const origin = app.config.siteOrigin;
  const send = (reply: FastifyReply, body: string) =>
    reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(body);

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['other'], summary: 'Sitemap index: every sitemap file with its last change (sitemaps.org 0.9)' } },
    async (_request, reply) => send(reply, sitemapIndexXml(origin, await app.repos.seo.files())),
  );

  app.get(
    '/sitemap-:name.xml',
    {
      schema: { tags: ['other'], summary: 'One sitemap file: public pages with their last change (at most 5,000)' },
    },
    async (request, reply) => {
      const [, kind = '', n = ''] = /^([a-z]+)-(\d{1,6})$/.exec((request.params as { name: string }).name) ?? [];
      const seo = app.repos.seo;
      let entries: SitemapEntry[] | null = null;
      if (kind === 'pages' && Number(n) >= 1) entries = (await seo.sitePages()).slice((Number(n) - 1) * seo.urlsPerFile, Number(n) * seo.urlsPerFile);
      else if (Object.hasOwn(BUCKETS, kind)) entries = await seo.bucket(kind as BucketKind, Number(n));
      if (!entries || (kind === 'pages' && entries.length === 0))
        return reply.code(404).type('text/plain; charset=utf-8').send('Không có tệp sơ đồ trang này');
      return send(reply, sitemapXml(origin, entries));
    },
  );
};

export default routes;
