import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { AppError, badRequest } from '../../../lib/errors';
import { safeKey, signUpload, UPLOAD_TYPES } from '../../../lib/upload-signature';
import { Envelope, errors } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';

/**
 * A presigned PUT for an upload (avatar and the like): the signed URL the browser then sends the file to —
 * the API's own receiver (DATA_DIR), or the upload bucket when one is configured (lib/upload-bucket.ts),
 * where the type, the exact size and the ACL are part of the signature.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = `${app.config.jwtSecret}:uploads`;

  const max = app.config.uploadMaxBytes;

  app.post(
    '/upload.json',
    signedIn(app, {
      tags: ['other'],
      summary: 'Presign an upload: { url (signed PUT, 10 min), direct_url }',
      description:
        `content_type: ${Object.keys(UPLOAD_TYPES).join(', ')}; at most ${max} bytes; content_encoding base64 | blob ` +
        '(how the client holds the bytes; the PUT carries raw bytes). Keys are stored under users/{id}/. size (bytes) is ' +
        'required where uploads go to object storage: the PUT must carry exactly that many.',
      body: Type.Object({
        key: Type.String({ minLength: 1, maxLength: 200 }),
        content_encoding: Type.String({ maxLength: 20 }),
        content_type: Type.String({ maxLength: 100 }),
        size: Type.Optional(Type.Integer({ minimum: 0, maximum: 1e12 })),
      }),
      response: {
        200: Envelope(Type.Object({ url: Type.String(), direct_url: Type.String(), max_bytes: Type.Integer(), expires_at: Type.String() })),
        ...errors,
      },
    }),
    async (request) => {
      const b = request.body;
      if (b.content_encoding !== 'base64' && b.content_encoding !== 'blob')
        throw badRequest('invalid content encoding! (content_encoding phải là base64 hoặc blob)');
      if (!UPLOAD_TYPES[b.content_type]) throw new AppError(415, `Định dạng tệp không được hỗ trợ: ${b.content_type}`);
      const key = safeKey(b.key);
      if (!key) throw badRequest('Tên tệp (key) không hợp lệ');
      const quota = app.config.uploadQuota;
      const {
        rows: [used],
      } = await app.db.query<{ today: number; bytes: string }>(
        `SELECT count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS today, coalesce(sum(size), 0)::bigint AS bytes
       FROM uploads WHERE user_id = $1`,
        [request.userId],
      );
      if (used!.today >= quota.filesPerDay) throw new AppError(429, `Bạn đã tải lên ${quota.filesPerDay} tệp hôm nay, vui lòng thử lại vào ngày mai`);
      if (Number(used!.bytes) >= quota.bytesPerUser) throw new AppError(413, 'Dung lượng lưu trữ của bạn đã đầy');
      // An unguessable folder per upload (no one finds a learner's files by trying names), and the
      // extension of the declared type (the file is served as what it was signed for).
      const ext = UPLOAD_TYPES[b.content_type]!;
      const name = key.toLowerCase().endsWith(`.${ext}`) ? key : `${key}.${ext}`;
      const storageKey = `users/${request.userId}/${randomBytes(12).toString('hex')}/${name}`;
      const exp = Math.floor(Date.now() / 1000) + 600;
      const direct = { direct_url: `/uploads/${storageKey}`, max_bytes: max, expires_at: new Date(exp * 1000).toISOString() };
      if (app.uploadBucket) {
        if (b.size === undefined || b.size < 1) throw badRequest('Thiếu kích thước tệp (size, tính bằng byte)');
        if (b.size > max) throw new AppError(413, `Tệp quá lớn: tối đa ${Math.round(max / 1024 / 1024)} MB`);
        if (Number(used!.bytes) + b.size > quota.bytesPerUser) throw new AppError(413, 'Dung lượng lưu trữ của bạn đã đầy');
        const url = await app.uploadBucket.presignPut(storageKey, b.content_type, b.size, 600);
        // counted now (the signature fixes the size): the quota holds however many URLs are asked for
        await app.db.query('INSERT INTO uploads (key, user_id, content_type, size) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING', [
          storageKey,
          request.userId,
          b.content_type,
          b.size,
        ]);
        return ok({ url, ...direct });
      }
      const qs = new URLSearchParams({ ct: b.content_type, exp: String(exp), sig: signUpload(secret, storageKey, b.content_type, exp) });
      return ok({ url: `/uploads/put/${storageKey}?${qs}`, ...direct });
    },
  );
};

export default routes;
