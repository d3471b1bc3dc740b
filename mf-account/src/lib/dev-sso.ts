import { ENDPOINTS, apiGet } from '@edu/shared/core';

/** The SSO provider wired in this build. A real one (Google, Facebook…) would be added here. */
export const SSO_PROVIDER = { id: 'dev-sso', label: 'KhoaHoc ID' } as const;

/**
 * The local development provider: GET /api/dev/sso/authorize.json stands in for the provider's own
 * sign-in screen and answers with the signed id token it would send back. Used to sign in
 * (login_sso.json) and to link the account (social_network_link.json).
 */
export async function authorizeDevSso(email: string): Promise<{ provider: string; token: string }> {
  return apiGet<{ provider: string; token: string }>(ENDPOINTS.devSsoAuthorize, { email }, { skipAuthHandling: true });
}
