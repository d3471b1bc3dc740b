import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@edu/shared/dto';
import { GUEST_TOKEN_COOKIE } from '@edu/shared/platform';
import { COOKIE, SESSION_COOKIE_DAYS, mapSubscriptions, userInfoFromLogin, withRedirect } from '@edu/shared/rules';
import { Type } from '../schemas/typebox';
import { readCookie } from './cookies';
import { setJsonCookie } from './html-forms';

/**
 * What the sign-in and sign-up HTML forms share (routes/api/form/sign-in.ts, sign-up.ts, sign-up-code.ts;
 * docs/decisions/2026-11-27-sign-in-forms-before-the-app.md).
 */

/** A text field of a form, loose on purpose: a wrong field is a message on the form (303), not a JSON 400. */
export const FormField = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** The form again, with what was typed except the password, and the same `?redirect=`. */
export function formAgain(path: string, redirect: string | undefined, kept: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(kept)) if (value) query.set(name, value);
  const q = query.toString();
  return withRedirect(q ? `${path}?${q}` : path, redirect);
}

/**
 * A sign-in form's browser has no app to carry its guest cart: the edu_guest cookie stands for the X-Guest-Token
 * header the app sends, so issueLogin merges the same guest cart into the account.
 */
export function guestCartOfForm(request: FastifyRequest): void {
  const token = readCookie(request, GUEST_TOKEN_COOKIE);
  if (token && !request.headers['x-guest-token']) request.headers['x-guest-token'] = token;
}

/**
 * The `userStore` cookie the app writes after signing in (shared session-store, SPEC §3): the user, the access
 * token and the refresh expiry, the subscriptions, 3 days, SameSite=Lax. Script-readable, as the app's own: the app
 * adopts the session when it starts. The refresh token stays in its HttpOnly cookie (issueLogin).
 */
export async function writeSessionCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, login: LoginResponse): Promise<void> {
  const subscription = mapSubscriptions(await app.repos.learning.subscriptions(login.user.id));
  const expires = new Date(Date.now() + SESSION_COOKIE_DAYS * 86_400_000);
  setJsonCookie(request, reply, COOKIE.SESSION, { userInfo: userInfoFromLogin(login), subscription }, expires);
}
