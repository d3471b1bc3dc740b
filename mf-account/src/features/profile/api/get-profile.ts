import { ENDPOINTS, apiGet, type AccountDetails } from '@edu/shared/core';
import type { QueryKey } from '@edu/shared/core';
import type { Profile } from '../types';
import { toProfile } from './to-profile';

export const profileKey: QueryKey = ['profile'];

/** GET /api/user/details.json → { user, social_links, … } (user.json has no social links). */
export async function getProfile(): Promise<Profile> {
  const details = await apiGet<AccountDetails>(ENDPOINTS.userDetails);
  return toProfile(details.user, details.social_links);
}
