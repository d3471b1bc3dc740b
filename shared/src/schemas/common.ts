import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** `{ status, data, message }` around a data schema (SPEC §7). */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ status: Type.Boolean(), data, message: Type.String() });

export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), page: Type.Integer(), page_size: Type.Integer(), total: Type.Integer() });

export const ErrorEnvelope = Type.Object({ status: Type.Literal(false), data: Type.Any(), message: Type.String() });

/** Standard error answers, for OpenAPI. */
export const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A moment as the client receives it: ISO 8601 text (the server may hold a Date; the serializer writes it so). */
export const Timestamp = Type.String({ format: 'date-time' });

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const Page = Type.Integer({ minimum: 1, maximum: 10000, default: 1 });
export const PageSize = (def = 12, max = 48) => Type.Integer({ minimum: 1, maximum: max, default: def });
export const Str = (max = 255, min = 0) => Type.String({ maxLength: max, minLength: min });
export const Slug = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

/** `id` or `slug`: details routes take either (a 400 names both when neither comes). */
export const IdOrSlugQuery = Type.Object({ id: Type.Optional(Id), slug: Type.Optional(Slug) });

/** How a learner pays: VNPay, MoMo, a bank transfer by VietQR, or (development) the sandbox gateway. */
export const PaymentMethod = Type.Union([Type.Literal('vnpay'), Type.Literal('momo'), Type.Literal('vietqr'), Type.Literal('sandbox')]);
export type PaymentMethod = Static<typeof PaymentMethod>;
