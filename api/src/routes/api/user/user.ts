import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { AccountDetails, AliasAnswer, CourseFolder, Envelope, errors, PolicyAccepted, ProfileAnswer, Str, SubscriptionPlan } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

const ProfilePatch = Type.Object({
  full_name: Type.Optional(Str(120, 1)),
  avatar: Type.Optional(Type.Union([Type.String({ maxLength: 500, pattern: '^/uploads/' }), Type.Null()])),
  birthday: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
  gender: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('other'), Type.Null()])),
  address: Type.Optional(Type.Union([Str(300), Type.Null()])),
  alias: Type.Optional(Type.String({ minLength: 3, maxLength: 60, pattern: '^[a-z0-9-]+$' })),
}, { additionalProperties: false });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user/user.json', {
    preHandler: app.requireUser,
    schema: { tags: ['user'], security: secured, summary: 'My profile', response: { 200: Envelope(ProfileAnswer), ...errors } },
  }, async (request) => ok({ user: await app.repos.users.byId(request.userId!) }));

  app.patch('/api/user/user.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['user'], security: secured, summary: 'Update my profile (email / phone / password have their own calls)',
      body: ProfilePatch, response: { 200: Envelope(ProfileAnswer), ...errors },
    },
  }, async (request) => {
    const b = request.body;
    // An avatar is a file this learner uploaded to the site's own storage, never any URL on the web.
    if (b.avatar && (!b.avatar.startsWith(`/uploads/users/${request.userId}/`) || /\.\.|\\|%2e/i.test(b.avatar))) {
      throw badRequest('Ảnh đại diện phải được tải lên từ trang hồ sơ');
    }
    if (b.birthday && (Number.isNaN(Date.parse(b.birthday)) || Date.parse(b.birthday) > Date.now())) throw badRequest('Ngày sinh không hợp lệ');
    if (b.alias) {
      const other = await app.repos.users.byAlias(b.alias);
      if (other && other.id !== request.userId) throw conflict('Tên định danh đã có người dùng');
    }
    return ok({ user: await app.repos.users.update(request.userId!, b) }, 'Cập nhật hồ sơ thành công');
  });

  app.get('/api/user/details.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['user'], security: secured, summary: 'Account overview: profile, counts, subscriptions, linked social accounts',
      response: { 200: Envelope(AccountDetails), ...errors },
    },
  }, async (request) => {
    const id = request.userId!;
    const [user, courses, notifications, subscriptions, social] = await Promise.all([
      app.repos.users.byId(id),
      app.repos.courses.mine(id, 1, 1),
      app.repos.support.notifications(id, 1, 1, true),
      app.repos.learning.subscriptions(id),
      app.repos.users.socialLinks(id),
    ]);
    return ok({ user, course_count: courses.total, unread_notifications: notifications.unread_count, subscriptions, social_links: social });
  });

  app.get('/api/user/alias.json', {
    preHandler: app.optionalUser,
    schema: {
      tags: ['user'], summary: 'Public profile by alias (alias=…); without alias, my own alias (signed in)',
      querystring: Type.Object({ alias: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' })) }),
      response: { 200: Envelope(AliasAnswer), ...errors },
    },
  }, async (request) => {
    if (!request.query.alias) {
      if (!request.userId) throw badRequest('Dữ liệu không hợp lệ: thiếu "alias"');
      const me = await app.repos.users.byId(request.userId);
      return ok({ alias: me.alias });
    }
    const user = await app.repos.users.byAlias(request.query.alias);
    if (!user) throw notFound('Không tìm thấy người dùng');
    return ok({ user: { full_name: user.full_name, avatar: user.avatar, alias: user.alias } });
  });

  app.get('/api/user/my_subscription_plan.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['user'], security: secured, summary: 'My subscription plans (subscription_plan_id, end_date, path)',
      response: { 200: Envelope(Type.Array(SubscriptionPlan)), ...errors },
    },
  }, async (request) => ok(await app.repos.learning.subscriptions(request.userId!)));

  app.get('/api/user/folders.json', {
    preHandler: app.requireUser,
    schema: { tags: ['user'], security: secured, summary: 'My course folders (groups of my courses)', response: { 200: Envelope(Type.Array(CourseFolder)), ...errors } },
  }, async (request) => ok(await app.repos.learning.folders(request.userId!)));

  app.post('/api/user/user_policy.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['user'], security: secured, summary: 'Accept the terms of use (records the time)',
      body: Type.Object({ accepted: Type.Literal(true) }), response: { 200: Envelope(PolicyAccepted), ...errors },
    },
  }, async (request) => ok(await app.repos.users.acceptPolicy(request.userId!), 'Đã ghi nhận đồng ý điều khoản'));
};

export default routes;
