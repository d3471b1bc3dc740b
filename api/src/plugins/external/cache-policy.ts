import fp from 'fastify-plugin';

/**
 * What a shared cache (nginx, a CDN) may keep. Only anonymous reads of public catalogue and editorial
 * data are public, briefly; anything that depends on who asks (a Bearer token, a cookie, a guest
 * token, the caller's address) or that changes something is `private, no-store`. A route that sets
 * its own Cache-Control (sitemap, uploads) keeps it.
 */
export const PUBLIC_READS = [
  '/api/settings.json',
  '/api/redirect.json',
  '/api/user/category.json',
  '/api/user/subject.json',
  '/api/user/price_range.json',
  '/api/user/course.json',
  '/api/user/course/details.json',
  '/api/user/tag.json',
  '/api/user/media.json',
  '/api/user/navigation.json',
  '/api/user/post.json',
  '/api/user/post/details.json',
  '/restapi/page/getpagedata',
];
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const PERSONAL_HEADERS = ['authorization', 'cookie', 'x-guest-token'];

export default fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const path = request.url.split('?')[0]!;
    const anonymous = !PERSONAL_HEADERS.some((h) => Boolean(request.headers[h])) && !reply.hasHeader('set-cookie');
    const publicRead = request.method === 'GET' && reply.statusCode === 200 && anonymous && PUBLIC_READS.includes(path);
    reply.header('cache-control', publicRead ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    if (publicRead) reply.header('vary', 'Authorization, Cookie, X-Guest-Token');
    return payload;
  });
});
