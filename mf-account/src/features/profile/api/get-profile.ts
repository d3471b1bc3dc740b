import { apiGet } from '@edu/shared';
import type { QueryKey } from '../../../lib/query-cache';
import type { Profile } from '../types';
import { toProfile } from './to-profile';

export const profileKey: QueryKey = ['account', 'profile'];

/** GET /api/user/user.json */
export async function getProfile(): Promise<Profile> {
  return toProfile((await apiGet<Record<string, unknown>>('/api/user/user.json')) ?? {});
}
