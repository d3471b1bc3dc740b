import { Type } from './typebox';
import { Str } from './common';

export const Username = Type.String({ minLength: 3, maxLength: 254, description: 'email or Vietnamese phone number' });
export const Password = Type.String({ minLength: 1, maxLength: 128 });
export const NewPassword = Type.String({ minLength: 8, maxLength: 128, description: 'at least 8 characters, with a letter and a digit' });
export const Otp = Type.String({ pattern: '^[0-9]{6}$', description: '6-digit code' });

export const SessionUser = Type.Object({
  id: Type.Integer(), full_name: Type.String(), email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]), avatar: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const LoginResponse = Type.Object({
  user: SessionUser,
  token: Type.String({ description: 'access JWT (HS256, exp)' }),
  rt_exp: Type.String({ description: 'refresh expiry, ISO date; the refresh token itself is only in the HttpOnly cookie `rt` (path /api/user/refresh.json)' }),
});

export const RefreshResponse = Type.Object({ token: Type.String(), rt_exp: Type.String() });

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

export const VerifyOtpBody = Type.Object({
  username: Username,
  otp: Otp,
  purpose: Type.Optional(Type.Union([Type.Literal('register'), Type.Literal('login'), Type.Literal('forgot')], { default: 'register' })),
});
