import { ENDPOINTS, apiPost } from '@edu/shared/core';
import { SSO_PROVIDER } from '../../../lib/dev-sso';

/** Providers shown in the profile; only `ready` ones can be linked in this build. */
export const PROVIDERS = [
  { id: SSO_PROVIDER.id, label: SSO_PROVIDER.label, ready: true },
  { id: 'google', label: 'Google', ready: false },
  { id: 'facebook', label: 'Facebook', ready: false },
] as const;

/** POST /api/user/social_network_link.json { provider, token } — token from the provider's sign-in. */
export function linkSocial(provider: string, token: string): Promise<unknown> {
  return apiPost(ENDPOINTS.socialLink, { provider, token });
}

/** POST /api/user/unlink_social_network.json { provider } */
export function unlinkSocial(provider: string): Promise<unknown> {
  return apiPost(ENDPOINTS.socialUnlink, { provider });
}
