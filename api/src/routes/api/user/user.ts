import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict } from '../../../lib/errors';
import { Envelope, errors, ProfileAnswer, Str } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';
import { problemWithStoredUpload } from '../../../services/stored-upload';

const ProfilePatch = Type.Object(
  {
    full_name: Type.Optional(Str(120, 1)),
    avatar: Type.Optional(Type.Union([Type.String({ maxLength: 500, pattern: '^/uploads/' }), Type.Null()])),
    birthday: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
    gender: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('other'), Type.Null()])),
    address: Type.Optional(Type.Union([Str(300), Type.Null()])),
    alias: Type.Optional(Type.String({ minLength: 3, maxLength: 60, pattern: '^[a-z0-9-]+$' })),
  },
  { additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user.json',
    signedIn(app, {
      tags: ['user'],
      summary: 'My profile',
      response: { 200: Envelope(ProfileAnswer), ...errors },
    }),
    async (request) => ok({ user: await app.repos.users.byId(request.userId!) }),
  );

  app.patch(
    '/user.json',
    signedIn(app, {
      tags: ['user'],
      summary: 'Update my profile (email / phone / password have their own calls)',
      body: ProfilePatch,
      response: { 200: Envelope(ProfileAnswer), ...errors },
    }),
    async (request) => {
      const b = request.body;
      // An avatar is a file this learner uploaded to the site's own storage, never any URL on the web.
      if (b.avatar && (!b.avatar.startsWith(`/uploads/users/${request.userId}/`) || /\.\.|\\|%2e/i.test(b.avatar))) {
        throw badRequest('Ảnh đại diện phải được tải lên từ trang hồ sơ');
      }
      if (b.avatar && app.uploadBucket) {
        const problem = await problemWithStoredUpload(app.uploadBucket, b.avatar.replace(/^\/uploads\//, ''), app.config.uploadMaxBytes);
        if (problem) throw badRequest(problem);
      }
      if (b.birthday && (Number.isNaN(Date.parse(b.birthday)) || Date.parse(b.birthday) > Date.now())) throw badRequest('Ngày sinh không hợp lệ');
      if (b.alias) {
        const other = await app.repos.users.byAlias(b.alias);
        if (other && other.id !== request.userId) throw conflict('Tên định danh đã có người dùng');
      }
      return ok({ user: await app.repos.users.update(request.userId!, b) }, 'Cập nhật hồ sơ thành công');
    },
  );
};

export default routes;
