import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Str, Timestamp } from './common';

export const Username = Type.String({ minLength: 3, maxLength: 254, description: 'email or Vietnamese phone number' });
/** An e-mail address as a field takes it (checked further by the route). */
export const Email = Type.String({ minLength: 5, maxLength: 254 });
export const Password = Type.String({ minLength: 1, maxLength: 128 });
export const NewPassword = Type.String({ minLength: 8, maxLength: 128, description: 'at least 8 characters, with a letter and a digit' });
export const Otp = Type.String({ pattern: '^[0-9]{6}$', description: '6-digit code' });

export const SessionUser = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Nullable(Type.String()),
  avatar: Type.Optional(Nullable(Type.String())),
});

export const LoginResponse = Type.Object({
  user: SessionUser,
  token: Type.String({ description: 'access JWT (HS256, exp)' }),
  rt_exp: Type.String({
    description: 'refresh expiry, ISO date; the refresh token itself is only in the HttpOnly cookie `rt` (path /api/user/refresh.json)',
  }),
});

export type LoginResponse = Static<typeof LoginResponse>;

export const RefreshResponse = Type.Object({ token: Type.String(), rt_exp: Type.String() });
export type RefreshResponse = Static<typeof RefreshResponse>;

export const LoginBody = Type.Object({ username: Username, password: Password });
/** Nothing: the refresh token comes from its cookie only (a token in a body is ignored). */
export const RefreshBody = Type.Object({});

export const RegisterBody = Type.Object({
  username: Type.Optional(Username),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  password: NewPassword,
  full_name: Type.Optional(Str(120)),
});
/** POST /api/user/register.json — username (email or phone), or email / phone. */
export type RegisterRequest = Static<typeof RegisterBody>;

export const VerifyOtpBody = Type.Object({
  username: Username,
  otp: Otp,
  purpose: Type.Optional(Type.Union([Type.Literal('register'), Type.Literal('login'), Type.Literal('forgot')], { default: 'register' })),
});
/** POST /api/user/verify_otp.json → LoginResponse (register, login) or { verify_token } (forgot). */
export type VerifyOtpRequest = Partial<Static<typeof VerifyOtpBody>> & Pick<Static<typeof VerifyOtpBody>, 'username' | 'otp'>;
export const VerifyTokenResponse = Type.Object({ verify_token: Type.String() });
export type VerifyTokenResponse = Static<typeof VerifyTokenResponse>;

/** Answer of register / login_phone: where the OTP went (dev: GET /api/dev/outbox.json?to=). */
const ResendAfter = Type.Integer({ minimum: 0, description: 'seconds before the client offers to send another code (its countdown)' });
export const OtpSent = Type.Object({
  target: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  expires_in: Type.Integer(),
  resend_after: ResendAfter,
});
export type OtpSent = Static<typeof OtpSent>;
/** A code sent to confirm a change (new e-mail, forgotten password): where, and for how long. */
export const CodeSent = Type.Object({ target: Type.String(), expires_in: Type.Integer(), resend_after: ResendAfter });
export const Availability = Type.Object({ available: Type.Boolean() });

export const UserProfile = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  birthday: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  gender: Nullable(Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('other')])),
  address: Nullable(Type.String()),
  alias: Nullable(Type.String()),
  verified: Type.Boolean(),
  policy_accepted_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type UserProfile = Static<typeof UserProfile>;
export const ProfileAnswer = Type.Object({ user: UserProfile });

/** As the API sends it; the session store maps it to SubscriptionItem. */
export const SubscriptionPlan = Type.Object({
  subscription_plan_id: Type.Integer(),
  end_date: Timestamp,
  path: Type.String(),
  name: Type.String(),
  cycle: Type.Integer(),
  start_date: Timestamp,
});
export type SubscriptionPlanDto = Static<typeof SubscriptionPlan>;

export const SocialLink = Type.Object({ provider: Type.String(), email: Nullable(Type.String()), created_at: Timestamp });
export const SocialLinks = Type.Object({ social_links: Type.Array(SocialLink) });

/** GET /api/user/details.json: the account page in one call. */
export const AccountDetails = Type.Object({
  user: UserProfile,
  course_count: Type.Integer(),
  unread_notifications: Type.Integer(),
  subscriptions: Type.Array(SubscriptionPlan),
  social_links: Type.Array(SocialLink),
});
export type AccountDetails = Static<typeof AccountDetails>;

/** GET /api/user/alias.json: my own alias (no alias=), or someone's public card. */
export const AliasAnswer = Type.Union([
  Type.Object({ alias: Nullable(Type.String()) }),
  Type.Object({ user: Type.Object({ full_name: Type.String(), avatar: Nullable(Type.String()), alias: Nullable(Type.String()) }) }),
]);
export const PolicyAccepted = Nullable(Type.Object({ policy_accepted_at: Timestamp }));
export const EmailVerified = Type.Object({ email: Type.String() });
