import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { signedIn } from '../../../schemas/openapi';
import { recordClick } from '../../../services/affiliate/attribution';
import { dashboard, linkUrl } from '../../../services/affiliate/dashboard';
import { requestPayout } from '../../../services/affiliate/ledger';
import {
  AffiliateApplyBody,
  AffiliateClickBody,
  AffiliateClickResult,
  AffiliateDashboard,
  AffiliateLinkBody,
  AffiliateLinkResult,
  AffiliatePayoutResult,
  Envelope,
  errors,
} from '@edu/shared/schemas';

/** The version of the terms a learner accepts (docs/decisions/2026-11-27-affiliate-programme.md). */
export const TERMS_VERSION = '2026-11-27';

/** A path of this site, as a link's target: `/…`, never another origin; a `ref` already in it is dropped. */
function sitePath(raw: string): string | null {
  const text = raw.trim();
  if (!text.startsWith('/') || text.startsWith('//') || /[\s\\]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  url.searchParams.delete('ref');
  const path = url.pathname + url.search;
  return path.length <= 300 ? path : null;
}

/** The affiliate programme, the learner's side: only ever my own application, links, figures and payouts. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/affiliate.json',
    signedIn(app, {
      tags: ['affiliate'],
      summary: 'My affiliate application and dashboard (clicks, orders, commissions, payouts)',
      response: { 200: Envelope(AffiliateDashboard), ...errors },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await dashboard(app, request.userId!));
    },
  );

  app.post(
    '/affiliate.json',
    signedIn(app, {
      tags: ['affiliate'],
      summary: 'Apply to the affiliate programme (terms accepted, the bank account for payouts)',
      body: AffiliateApplyBody,
      response: { 200: Envelope(AffiliateDashboard), ...errors },
    }),
    async (request) => {
      const me = await app.repos.affiliate.profile(request.userId!);
      if (me?.status === 'approved') throw conflict('Bạn đã là cộng tác viên tiếp thị liên kết');
      if (me?.status === 'pending') throw conflict('Đơn đăng ký của bạn đang chờ duyệt');
      await app.repos.affiliate.apply(request.userId!, request.body, TERMS_VERSION);
      return ok(await dashboard(app, request.userId!), 'Đã gửi đơn đăng ký, vui lòng chờ quản trị viên duyệt');
    },
  );

  app.post(
    '/affiliate/link.json',
    signedIn(app, {
      tags: ['affiliate'],
      summary: 'A link ?ref=<code> to any page of the site (the same path gives the same link)',
      body: AffiliateLinkBody,
      response: { 200: Envelope(AffiliateLinkResult), ...errors },
    }),
    async (request) => {
      const me = await app.repos.affiliate.profile(request.userId!);
      if (me?.status !== 'approved') throw forbidden('Bạn cần được duyệt làm cộng tác viên trước khi tạo liên kết');
      const path = sitePath(request.body.path);
      if (!path) throw badRequest('Đường dẫn phải là một trang của website, bắt đầu bằng "/" (ví dụ: /khoa-hoc/ten-khoa-hoc)');
      const id = await app.repos.affiliate.link(request.userId!, path);
      const link = (await app.repos.affiliateLedger.links(request.userId!)).find((l) => l.id === id)!;
      return ok({ link: { ...link, url: linkUrl(app.config.siteOrigin, link.target_path, link.code) } }, 'Đã tạo liên kết');
    },
  );

  app.post(
    '/affiliate/click.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['affiliate'],
        summary: 'A visit through ?ref=<code>: counted once per visitor and day; sets the 30-day attribution cookie',
        body: AffiliateClickBody,
        response: { 200: Envelope(AffiliateClickResult), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const counted = await recordClick(app, request, reply, request.body.code);
      if (counted === null) throw notFound('Mã giới thiệu không tồn tại');
      return ok({ counted }, counted ? 'Đã ghi nhận' : 'Đã ghi nhận trước đó');
    },
  );

  app.post(
    '/affiliate/payout.json',
    signedIn(app, {
      tags: ['affiliate'],
      summary: "Request a payout of everything approved (at least the minimum); the amount is the server's",
      response: { 200: Envelope(AffiliatePayoutResult), ...errors },
    }),
    async (request) => {
      return ok({ payout: await requestPayout(app, request.userId!) }, 'Đã gửi yêu cầu rút tiền');
    },
  );
};

export default routes;
