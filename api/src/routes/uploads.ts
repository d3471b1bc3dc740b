import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '../schemas/typebox';
import { Type } from '../schemas/typebox';
import { ok } from '../lib/envelope';
import { AppError, badRequest, forbidden, notFound } from '../lib/errors';
import { safeKey, sniffUploadType, UPLOAD_TYPES, verifyUpload } from '../lib/upload-signature';
import { placeholderSvg } from '../lib/placeholder-svg';
import { composeArt } from '../lib/demo-art/compose';
import { createArtRenderer } from '../lib/demo-art/render';
import { artHash, demoArtSpec } from '../seed/demo-art';
import { Envelope, errors } from '@edu/shared/schemas';
import { ART_MIME, parseArtName } from '@edu/shared';

const MIME_BY_EXT: Record<string, string> = Object.fromEntries(Object.entries(UPLOAD_TYPES).map(([m, e]) => [e, m]));

/**
 * Presigned PUT uploads into DATA_DIR/uploads, served back under /uploads/… — or, with an upload bucket,
 * served from the bucket (the PUT then goes to the bucket, see api/user/upload.ts). Either way a file is
 * sent as the type it was checked to be, never sniffed, never able to run as a page of the site.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const root = path.join(app.config.dataDir, 'uploads');

  const secret = `${app.config.jwtSecret}:uploads`;

  const max = app.config.uploadMaxBytes;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: max }, (_req, body, done) => done(null, body));
    scope.put(
      '/uploads/put/*',
      {
        bodyLimit: max,
        schema: {
          tags: ['other'],
          summary: 'Signed PUT of the raw bytes (from upload.json)',
          querystring: Type.Object({
            ct: Type.String({ maxLength: 100 }),
            exp: Type.Integer({ minimum: 0, maximum: 99999999999 }),
            sig: Type.String({ maxLength: 100 }),
          }),
          response: { 200: Envelope(Type.Object({ direct_url: Type.String(), size: Type.Integer() })), ...errors },
        },
      },
      async (request) => {
        const key = safeKey((request.params as { '*': string })['*']);
        const { ct, exp, sig } = request.query as { ct: string; exp: number; sig: string };
        if (!key || !verifyUpload(secret, key, ct, exp, sig)) throw forbidden('Chữ ký tải lên không hợp lệ hoặc đã hết hạn');
        const sent = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (sent !== ct) throw new AppError(415, `Content-Type phải là ${ct}`);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('Tệp rỗng');
        if (sniffUploadType(body) !== ct) throw new AppError(415, `Nội dung tệp không phải ${ct}`);
        const userId = Number(key.split('/')[1]) || null;
        // the quota again, at the moment the bytes arrive (a batch of presigned URLs cannot get round it)
        const quota = app.config.uploadQuota;
        const {
          rows: [stored],
        } = await app.db.query<{ today: number; bytes: string }>(
          `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS today, coalesce(sum(size), 0)::bigint AS bytes
         FROM uploads WHERE user_id = $1 AND key <> $2`,
          [userId, key],
        );
        if (stored!.today >= quota.filesPerDay)
          throw new AppError(429, `Bạn đã tải lên ${quota.filesPerDay} tệp hôm nay, vui lòng thử lại vào ngày mai`);
        if (Number(stored!.bytes) + body.length > quota.bytesPerUser) throw new AppError(413, 'Dung lượng lưu trữ của bạn đã đầy');
        const file = path.join(root, key);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, body);
        await app.db.query(
          `INSERT INTO uploads (key, user_id, content_type, size) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, size = EXCLUDED.size, created_at = now()`,
          [key, userId, ct, body.length],
        );
        return ok({ direct_url: `/uploads/${key}`, size: body.length }, 'Tải lên thành công');
      },
    );
  });

  app.get(
    '/uploads/demo/:name',
    {
      schema: {
        tags: ['other'],
        summary: 'Generated placeholder images of the demo data (SVG)',
        params: Type.Object({ name: Type.String({ maxLength: 80, pattern: '^[a-z]+-[0-9]{1,6}\\.svg$' }) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml');
      return placeholderSvg(request.params.name.replace(/\.svg$/, ''));
    },
  );

  // Demo artwork (api/src/seed/demo-art.ts): drawn on first request, kept in a content-addressed disk cache,
  // immutable — the name holds the hash of what the picture shows. A name that is not one is a 400 saying why.
  const art = createArtRenderer(app.config.artCacheDir);
  app.get(
    '/uploads/art/:name',
    {
      schema: {
        tags: ['other'],
        summary: 'Demo artwork: <kind>-<id>.<hash>.<width>.<avif|webp> (shared/src/media/art-renditions.ts)',
        params: Type.Object({ name: Type.String({ maxLength: 80 }) }),
      },
    },
    async (request, reply) => {
      const check = parseArtName(request.params.name);
      if (!check.ok) throw badRequest(check.reason);
      const r = check.rendition;
      const spec = demoArtSpec(r.kind, r.id);
      if (!spec || artHash(spec) !== r.hash) throw notFound('Không tìm thấy ảnh (ảnh có thể đã được vẽ lại: hãy tải lại trang)');
      const { data, cached } = await art.get(r, () => composeArt(spec));
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('x-art-cache', cached ? 'hit' : 'miss');
      reply.type(ART_MIME[r.format]);
      return data;
    },
  );

  app.get('/uploads/*', { schema: { tags: ['other'], summary: 'Uploaded files' } }, async (request, reply) => {
    const key = safeKey((request.params as { '*': string })['*']);
    if (!key || key.startsWith('put/')) throw notFound('Không tìm thấy tệp');
    const ext = key.split('.').pop()?.toLowerCase() ?? '';
    const data = app.uploadBucket ? await app.uploadBucket.read(key) : await fs.readFile(path.join(root, key)).catch(() => null);
    if (!data) throw notFound('Không tìm thấy tệp');
    const type = MIME_BY_EXT[ext] ?? 'application/octet-stream';
    // images show in the page; anything else is a download; nothing in it may script or frame
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('content-disposition', type.startsWith('image/') ? 'inline' : 'attachment')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff');
    reply.type(type);
    return data;
  });
};

export default routes;
