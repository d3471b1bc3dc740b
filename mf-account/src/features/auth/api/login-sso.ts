import { apiPost, type LoginResponse } from '@edu/shared';
import { AUTH_REQUEST } from './auth-request';

/** Where the SSO button sends the browser (the API's local development provider in dev). */
export interface SsoStart {
  authorize_url: string;
}

/** POST /api/user/login_sso.json without a code → the provider's authorize URL. */
export async function startSso(redirectUri: string, state: string): Promise<SsoStart> {
  return apiPost<SsoStart>('/api/user/login_sso.json', { redirect_uri: redirectUri, state }, AUTH_REQUEST);
}

/** POST /api/user/login_sso.json with the provider's code → a session. */
export function finishSso(code: string, redirectUri: string): Promise<LoginResponse> {
  return apiPost<LoginResponse>('/api/user/login_sso.json', { code, redirect_uri: redirectUri }, AUTH_REQUEST);
}
