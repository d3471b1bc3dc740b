import { ENDPOINTS, apiPost, type LoginResponse } from '@edu/shared/core';
import { AUTH_REQUEST } from './auth-request';

export interface PasswordCredentials {
  /** E-mail (lower case) or phone (0xxxxxxxxx). */
  username: string;
  password: string;
}

/** POST /api/user/login.json — the refresh token also comes back as an httpOnly cookie. */
export function login(credentials: PasswordCredentials): Promise<LoginResponse> {
  return apiPost<LoginResponse>(ENDPOINTS.login, credentials, AUTH_REQUEST);
}
