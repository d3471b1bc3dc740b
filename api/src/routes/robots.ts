import type { FastifyPluginAsyncTypebox } from '../schemas/typebox';

/** Paths crawlers should leave alone: private areas, the API, sign-in screens, the mobile webview, ops. */
const DISALLOW = [
  '/tai-khoan',
  '/gio-hang',
  '/vao-hoc',
  '/mycourse',
  '/home-study/station',
  '/api/',
  '/m/',
  '/dang-nhap',
  '/dang-ky',
  '/callback',
  '/ops/',
];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** /sitemap.xml and /robots.txt at the site root (the edges proxy exactly these two paths here). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const origin = app.config.siteOrigin;

  app.get('/robots.txt', { schema: { tags: ['other'], summary: 'Crawler rules and the sitemap' } }, async (_request, reply) =>
    reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin)),
  );
};

export default routes;
