import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { badRequest } from '../../../lib/errors';
import { signCarrierToken } from '../../../lib/carrier-token';
import { escapeHtml } from '../../../lib/text';
import { normalizePhone } from '../../../repositories/users-repo';

/**
 * DEVELOPMENT ONLY (DEV_TOOLS): a stand-in for the carrier's number-recognition service (SPEC §6), so the
 * whole flow runs on one machine. The real service sees the subscriber's number on its mobile network;
 * here the developer types it (or says "not recognised"). It answers the way a carrier does: back to the
 * site's /callback with `status` and, when recognised, a signed single-use `msisdn_token`.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.devTools) return;

  /** Only the site's own /callback may receive an answer (never an open redirect). */
  const callbackUrl = (returnUrl: string): URL => {
    let url: URL;
    try {
      url = new URL(returnUrl);
    } catch {
      throw badRequest('return_url không hợp lệ');
    }
    const origins = app.config.siteOrigin.split(',').map((o) => o.trim());
    if (!origins.includes(url.origin) || url.pathname !== '/callback') throw badRequest('return_url phải là trang /callback của website');
    return url;
  };

  app.get(
    '/carrier/recognize',
    {
      schema: {
        tags: ['dev'],
        summary: 'DEV ONLY: carrier number-recognition simulator (HTML); answers at return_url',
        querystring: Type.Object({
          service_id: Type.Optional(Type.String({ maxLength: 100 })),
          return_url: Type.String({ minLength: 1, maxLength: 2000 }),
          phone: Type.Optional(Type.String({ maxLength: 20 })),
          answer: Type.Optional(Type.Literal('fail')),
        }),
      },
    },
    async (request, reply) => {
      const { return_url: returnUrl, phone: typed, answer } = request.query;
      const back = callbackUrl(returnUrl);
      if (answer === 'fail') {
        back.searchParams.set('status', 'fail');
        return reply.redirect(back.toString(), 302);
      }
      const phone = typed === undefined ? null : normalizePhone(typed);
      if (phone) {
        back.searchParams.set('status', 'success');
        back.searchParams.set('msisdn_token', signCarrierToken(app.config.carrierSecret, phone));
        return reply.redirect(back.toString(), 302);
      }
      const fail = new URLSearchParams({ return_url: returnUrl, answer: 'fail' });
      reply.type('text/html; charset=utf-8');
      // the API's policy forbids forms; this page's one form submits to itself, then on to the site's /callback
      const origins = app.config.siteOrigin
        .split(',')
        .map((o) => o.trim())
        .join(' ');
      reply.header('content-security-policy', `default-src 'none'; form-action 'self' ${origins}; frame-ancestors 'none'; base-uri 'none'`);
      return `<!doctype html><html lang="vi"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Nhận diện thuê bao (giả lập)</title>
<body><main><h1>Nhận diện thuê bao (giả lập)</h1>
<p>Trang này thay cho dịch vụ nhận diện số điện thoại của nhà mạng khi chạy trên máy phát triển.</p>
${typed !== undefined ? '<p role="alert">Số điện thoại không hợp lệ</p>' : ''}
<form method="get" action="/api/dev/carrier/recognize">
<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
<input type="hidden" name="service_id" value="${escapeHtml(request.query.service_id ?? '')}">
<label for="phone">Số điện thoại của thuê bao</label> <input id="phone" name="phone" inputmode="tel" value="${escapeHtml(typed ?? '')}">
<button type="submit">Nhận diện</button></form>
<p><a href="/api/dev/carrier/recognize?${escapeHtml(fail.toString())}">Không nhận diện được</a></p></main></body></html>`;
    },
  );
};

export default routes;
