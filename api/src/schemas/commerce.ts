import { Type } from './typebox';
import { Id, Page, PageSize, Str } from './common';

export const CourseIds = Type.Array(Id, { minItems: 1, maxItems: 50 });

export const CartPatchBody = Type.Object({
  course_id: Id,
  pod_id: Type.Optional(Type.Union([Id, Type.Null()])),
});

export const CartDeleteBody = Type.Object({
  course_id: Type.Optional(Id),
  course_ids: Type.Optional(CourseIds),
  all: Type.Optional(Type.Boolean()),
});

export const OrderBody = Type.Object({
  course_ids: CourseIds,
  pod_ids: Type.Optional(Type.Record(Type.String({ pattern: '^[0-9]{1,10}$' }), Id, { description: 'course id → chosen pod id' })),
  full_name: Type.Optional(Str(120)),
  email: Type.Optional(Str(254)),
  phone: Type.Optional(Str(20)),
  promo_code: Type.Optional(Str(40)),
});

export const OrderListQuery = Type.Object({
  page: Page, page_size: PageSize(10, 50),
  status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('cancelled')])),
});

export const OrderDetailsQuery = Type.Object({ id: Type.Optional(Id), code: Type.Optional(Type.String({ maxLength: 40 })) });

export const PaymentReturnBody = Type.Object({
  order_code: Type.String({ minLength: 1, maxLength: 40 }),
  txn_ref: Type.String({ minLength: 1, maxLength: 40 }),
  amount: Type.Integer({ minimum: 0, maximum: 2_000_000_000 }),
  result: Type.Union([Type.Literal('success'), Type.Literal('failed'), Type.Literal('cancelled')]),
  sig: Type.String({ minLength: 1, maxLength: 128 }),
});

export const PromoCheckBody = Type.Object({
  promo_code: Type.String({ minLength: 1, maxLength: 40 }),
  course_ids: Type.Optional(CourseIds),
});

export const ActivateBody = Type.Object({ code: Type.String({ minLength: 4, maxLength: 40 }) });
