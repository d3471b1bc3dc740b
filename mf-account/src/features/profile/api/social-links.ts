import { apiPost } from '@edu/shared';

export const PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
] as const;

/** POST /api/user/social_network_link.json { provider } */
export function linkSocial(provider: string): Promise<unknown> {
  return apiPost('/api/user/social_network_link.json', { provider });
}

/** POST /api/user/unlink_social_network.json { provider } */
export function unlinkSocial(provider: string): Promise<unknown> {
  return apiPost('/api/user/unlink_social_network.json', { provider });
}
