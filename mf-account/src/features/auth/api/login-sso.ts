import { ENDPOINTS, apiPost, type LoginResponse } from '@edu/shared/core';
import { AUTH_REQUEST } from './auth-request';

/** POST /api/user/login_sso.json { provider, token } — a linked, same-e-mail or new account signs in. */
export function loginWithSso(provider: string, token: string): Promise<LoginResponse> {
  return apiPost<LoginResponse>(ENDPOINTS.loginSso, { provider, token }, AUTH_REQUEST);
}
